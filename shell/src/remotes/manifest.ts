// Reads /remotes.json once and registers every remote with the federation runtime. Moving a remote to another
// origin changes only this manifest (served by the server), never the shell's build. The manifest also carries the
// paths each remote owns (the route table), so the first page needs no request beyond it.
import { ownedPathsOfMfManifest, remotesManifestSchema, type RemotesManifest } from '@site/shared/contract';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { bootData } from '../boot/boot-data';

let manifest: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/** The page's inline copy (boot data) when it has one, else GET /remotes.json. */
async function fetchManifest(): Promise<RemotesManifest> {
  const inline = bootData()?.remotes;
  if (inline) return inline;
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return remotesManifestSchema.parse(await res.json());
}

/** Loads and registers the manifest (once; a failed read is retried on the next call). */
export function loadManifest(): Promise<RemotesManifest> {
  if (manifest) return Promise.resolve(manifest);
  pending ??= fetchManifest().then(
    (m) => {
      registerRemotes(m.remotes.map((r) => ({ name: r.name, entry: absolute(r.entry) })));
      manifest = m;
      return m;
    },
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

/** The manifest, once loadManifest has read it (the boot reads it before the first render). */
export function loadedManifest(): RemotesManifest | null {
  return manifest;
}

async function ownedPathsFromEntry(entry: string) {
  try {
    const res = await fetch(absolute(entry), { cache: 'no-cache' });
    return res.ok ? ownedPathsOfMfManifest(await res.json()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the manifest, then reads the owned paths the server could not give from each such remote's own
 * mf-manifest.json (the file the federation runtime fetches to load it anyway). Remotes still unreadable stay
 * without paths; the next call tries them again.
 */
export async function completeOwnedPaths(): Promise<RemotesManifest> {
  const m = await loadManifest();
  if (m.remotes.every((r) => r.ownedPaths)) return m;
  const remotes = await Promise.all(m.remotes.map(async (r) => (r.ownedPaths ? r : { ...r, ownedPaths: await ownedPathsFromEntry(r.entry) })));
  manifest = { ...m, remotes: remotes.map(({ ownedPaths, ...r }) => (ownedPaths ? { ...r, ownedPaths } : r)) };
  return manifest;
}

/** The origin a remote is served from (shown on its slot as `data-remote-origin`). */
export function remoteOrigin(name: string): string | undefined {
  const entry = manifest?.remotes.find((r) => r.name === name)?.entry;
  return entry ? new URL(entry, window.location.href).origin : undefined;
}

/**
 * Points `name` at its fallback entry (the last good version) for the rest of this page; answers what it gave up,
 * or null when the remote has no fallback (or already uses it).
 */
export function switchToFallback(name: string): { entry: string; version?: string; fallback: string } | null {
  const remote = manifest?.remotes.find((r) => r.name === name);
  if (!manifest || !remote?.fallback) return null;
  const { fallback, version, ...rest } = remote;
  manifest = { ...manifest, remotes: manifest.remotes.map((r) => (r.name === name ? { ...rest, entry: fallback } : r)) };
  registerRemotes([{ name, entry: absolute(fallback) }], { force: true });
  return { entry: remote.entry, fallback, ...(version ? { version } : {}) };
}

/** Re-registers one remote so the runtime forgets a failed entry before a retry. */
export function refreshRemote(name: string): void {
  const remote = manifest?.remotes.find((r) => r.name === name);
  if (remote) registerRemotes([{ name, entry: absolute(remote.entry) }], { force: true });
}
