// Which paths each remote owns, read from the remote's own mf-manifest.json (metaData.ownedPaths, written by its
// build) and copied into /remotes.json: the shell builds its route table from that at start-up, with no request of
// its own, and a remote that adds a page ships alone.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ownedPathsOfMfManifest, type OwnedPaths, type RemotesManifest } from '@site/shared/contract';
import { localRemoteFolder, type RemoteRoots } from './local-remote-files.js';

/** How this server names itself when it reads a remote's manifest on another origin (visible in that origin's logs). */
export const OWNED_PATHS_USER_AGENT = 'site-server (remote owned paths)';

export interface OwnedPathsReaderOptions extends RemoteRoots {
  /** How long a remote origin may take to answer before its paths count as unknown. */
  timeoutMs?: number;
  /** How long an answer from a remote origin is reused (a failure is retried sooner). */
  maxAgeMs?: number;
  failureMaxAgeMs?: number;
  now?: () => number;
}

interface Cached {
  at: number;
  ok: boolean;
  paths: OwnedPaths | undefined;
}

/** `read(entry)`: the paths the remote at `entry` declares, or undefined when they cannot be known now. */
export function createOwnedPathsReader({ webRoot, dataDir, timeoutMs = 3000, maxAgeMs = 30_000, failureMaxAgeMs = 5000, now = Date.now }: OwnedPathsReaderOptions) {
  const files = new Map<string, { mtimeMs: number; paths: OwnedPaths | undefined }>();
  const origins = new Map<string, Cached>();
  const refreshing = new Map<string, Promise<Cached>>();

  // A local manifest is re-read only when its file changes (a new build of that remote).
  async function readLocal(folder: string): Promise<OwnedPaths | undefined> {
    const file = join(folder, 'mf-manifest.json');
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => null);
    if (mtimeMs === null) return undefined;
    const hit = files.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.paths;
    const paths = await readFile(file, 'utf8').then((text) => ownedPathsOfMfManifest(JSON.parse(text)), () => undefined);
    files.set(file, { mtimeMs, paths });
    return paths;
  }

  function refresh(url: string, previous: Cached | undefined): Promise<Cached> {
    let pending = refreshing.get(url);
    if (pending) return pending;
    pending = fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', 'user-agent': OWNED_PATHS_USER_AGENT } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return { at: now(), ok: true, paths: ownedPathsOfMfManifest(await res.json()) };
      })
      // A remote origin that is down keeps its last known paths: its slot then shows the retry, not a 404.
      .catch(() => ({ at: now(), ok: false, paths: previous?.paths }))
      .then((cached) => {
        origins.set(url, cached);
        refreshing.delete(url);
        return cached;
      });
    refreshing.set(url, pending);
    return pending;
  }

  // The first read of an origin waits for it (bounded by timeoutMs); later reads answer from memory at once and
  // refresh in the background when the answer is old, so /remotes.json never waits on a slow CDN twice.
  async function readOrigin(url: string): Promise<OwnedPaths | undefined> {
    const hit = origins.get(url);
    if (!hit) return (await refresh(url, undefined)).paths;
    if (now() - hit.at >= (hit.ok ? maxAgeMs : failureMaxAgeMs)) void refresh(url, hit);
    return hit.paths;
  }

  return async function read(entry: string): Promise<OwnedPaths | undefined> {
    const local = localRemoteFolder({ webRoot, dataDir }, entry);
    if (local) return readLocal(local.folder);
    if (entry.startsWith('/remotes/')) return undefined;
    return /^https?:\/\//i.test(entry) ? readOrigin(entry) : undefined;
  };
}

export type OwnedPathsReader = ReturnType<typeof createOwnedPathsReader>;

/**
 * The manifest with each remote's owned paths filled in where they are known. A version whose manifest cannot be read
 * (its files gone) borrows its fallback's paths: the shell must still know the remote owns the address to load it,
 * fail, and fall back.
 */
export async function withOwnedPaths(manifest: RemotesManifest, read: OwnedPathsReader): Promise<RemotesManifest> {
  const remotes = await Promise.all(
    manifest.remotes.map(async (remote) => {
      const ownedPaths = (await read(remote.entry)) ?? (remote.fallback ? await read(remote.fallback) : undefined);
      return ownedPaths ? { ...remote, ownedPaths } : remote;
    }),
  );
  return { ...manifest, remotes };
}
