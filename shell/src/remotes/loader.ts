// Loads an exposed module of a remote with retries, backoff and the spec's 120 s chunk timeout (section 8).
// Tests mock this module to simulate a dead remote.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadManifest, refreshRemote } from './manifest';

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
  const mod = await withTimeout(loadRemote<T>(id), CHUNK_TIMEOUT_MS, id);
  if (mod == null) throw new Error(`${id} is not available`);
  return mod;
}

/** `loadRemoteModule('mf_posts/routes')`: tries 1 + RETRY_DELAYS_MS.length times before rejecting. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
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
      lastError = err;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`${id} failed to load`);
}
