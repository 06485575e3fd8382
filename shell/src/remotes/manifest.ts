// Reads /remotes.json once and registers every remote with the federation runtime. Moving a remote to another
// origin changes only this manifest (served by the server), never the shell's build.
import { remotesManifestSchema, type RemotesManifest } from '@site/shared/contract';
import { registerRemotes } from '@module-federation/enhanced/runtime';

let manifest: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return remotesManifestSchema.parse(await res.json());
}

/** Loads and registers the manifest (once; a failed read is retried on the next call). */
export function loadManifest(): Promise<RemotesManifest> {
  if (manifest) return Promise.resolve(manifest);
  pending ??= fetchManifest().then(
    (m) => {
      registerRemotes(m.remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, window.location.href).href })));
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

/** The origin a remote is served from (shown on its slot as `data-remote-origin`). */
export function remoteOrigin(name: string): string | undefined {
  const entry = manifest?.remotes.find((r) => r.name === name)?.entry;
  return entry ? new URL(entry, window.location.href).origin : undefined;
}

/** Re-registers one remote so the runtime forgets a failed entry before a retry. */
export function refreshRemote(name: string): void {
  const remote = manifest?.remotes.find((r) => r.name === name);
  if (remote) registerRemotes([{ name, entry: new URL(remote.entry, window.location.href).href }], { force: true });
}
