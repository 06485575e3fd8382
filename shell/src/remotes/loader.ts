// Loads an exposed module of a remote with retries, backoff and the spec's 120 s chunk timeout (section 8).
// Tests mock this module to simulate a dead remote.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { withFallback } from './fallback';
import { loadedManifest, loadManifest, refreshRemote } from './manifest';
import { remoteForPath } from './route-table';
import { loadCheckingSkew, VersionSkewError } from './version-skew';

export const CHUNK_TIMEOUT_MS = 120_000;
export const RETRY_DELAYS_MS = [500, 1500];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

async function loadOnce<T>(id: string): Promise<T> {
  await loadManifest();
  const mod = await loadCheckingSkew(id.split('/')[0]!, () => withTimeout(loadRemote<T>(id), CHUNK_TIMEOUT_MS, id));
  if (mod == null) throw new Error(`${id} is not available`);
  return mod;
}

/** Loads started before anyone asked (preloadRouteRemote), handed to the first caller. */
const started = new Map<string, Promise<unknown>>();

/** `loadRemoteModule('mf_posts/routes')`: tries 1 + RETRY_DELAYS_MS.length times before rejecting. */
export function loadRemoteModule<T>(id: string): Promise<T> {
  const early = started.get(id);
  if (early) {
    started.delete(id);
    return early as Promise<T>;
  }
  return withFallback(id, loadWithRetries<T>);
}

/**
 * A remote's `./routes` module: its route objects, and optionally what the page at the address being opened starts
 * at once (its data, its page's code), so they do not wait for the route to render.
 */
export interface RoutesModule {
  default: unknown;
  startEarly?: (location: { pathname: string; search: string }) => void;
}

/**
 * Starts loading the routes of the remote that renders `location` (the manifest must be loaded), so they arrive while
 * the shell finishes starting; its slot takes over the load, and shows a failure as always. Once they arrive, the
 * remote's page for this address starts its own requests. Answers whether a remote owns the address.
 */
export function preloadRouteRemote(location: { pathname: string; search: string }): boolean {
  const manifest = loadedManifest();
  const owner = manifest && remoteForPath(manifest.remotes, location.pathname);
  if (!owner) return false;
  if (started.has(`${owner}/routes`)) return true;
  const load = withFallback(`${owner}/routes`, loadWithRetries<RoutesModule>);
  load.then(
    (mod) => {
      // A remote's early start is an optimisation: its failure must not break the slot that renders the page.
      try {
        mod.startEarly?.({ pathname: location.pathname, search: location.search });
      } catch {
        // the page asks for what it needs when it renders
      }
    },
    () => undefined, // handled by whoever takes the load
  );
  started.set(`${owner}/routes`, load);
  return true;
}

/**
 * Loads a module ahead of need (prefetch.ts), once and without retries; the federation runtime keeps it for the
 * page that asks. A failure is forgotten (the remote re-registered), so that page's own load starts afresh.
 */
export async function warmRemoteModule(id: string): Promise<void> {
  try {
    await loadOnce(id);
  } catch {
    refreshRemote(id.split('/')[0]!);
  }
}

async function loadWithRetries<T>(id: string): Promise<T> {
  const remote = id.split('/')[0]!;
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) {
      await sleep(RETRY_DELAYS_MS[attempt - 1]!);
      refreshRemote(remote);
    }
    try {
      return await loadOnce<T>(id);
    } catch (err) {
      // A remote that needs a newer page fails the same way every time.
      if (err instanceof VersionSkewError) throw err;
      lastError = err;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`${id} failed to load`);
}
