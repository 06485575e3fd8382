// <link> hints for the remote that renders the requested address, so the browser fetches its manifest, its entry
// and the chunks of its routes while the shell's own scripts load, instead of after the shell has started.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteForPath, type RemotesManifest } from '@site/shared/contract';
import { escapeHtml } from '../markdown/escape-html.js';
import { localRemoteFolder, type RemoteRoots } from './local-remote-files.js';
/** The exposed module the shell loads from a remote that owns an address (remote-slot.tsx: `<name>/routes`). */
const ROUTES_EXPOSE = './routes';

interface MfManifestFiles {
  remoteEntry?: { name?: string; path?: string };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The files of one remote's `./routes` (remoteEntry first), relative to its dist folder. */
function routeFiles(json: unknown): string[] {
  const m = json as { metaData?: MfManifestFiles; exposes?: MfManifestFiles['exposes'] };
  const entry = m.metaData?.remoteEntry;
  const routes = m.exposes?.find((e) => e.path === ROUTES_EXPOSE);
  const files = [entry?.name ? `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}` : null, ...(routes?.assets?.js?.sync ?? [])];
  return files.filter((f): f is string => typeof f === 'string' && /^[\w./-]+\.js$/.test(f) && !f.includes('..'));
}

const fetchHint = (href: string) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`;
// No crossorigin: the federation runtime and webpack add remote scripts without one, and a preload is only reused
// by a request in the same mode.
const scriptHint = (href: string) => `<link rel="preload" href="${escapeHtml(href)}" as="script">`;

/** `hints(manifest, pathname)`: the preload links for the remote owning `pathname` (none when nobody owns it). */
export function createPreloadHints(roots: RemoteRoots) {
  const files = new Map<string, { mtimeMs: number; names: string[] }>();

  // A local remote's manifest is re-read only when its file changes (a new build of that remote).
  async function localFiles(folder: string): Promise<string[]> {
    const file = join(folder, 'mf-manifest.json');
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => null);
    if (mtimeMs === null) return [];
    const hit = files.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.names;
    const names = await readFile(file, 'utf8').then((text) => routeFiles(JSON.parse(text)), () => []);
    files.set(file, { mtimeMs, names });
    return names;
  }

  return async function hints(manifest: RemotesManifest, pathname: string): Promise<string[]> {
    const owner = remoteForPath(manifest.remotes, pathname);
    const entry = manifest.remotes.find((r) => r.name === owner)?.entry;
    if (!entry) return [];
    const local = localRemoteFolder(roots, entry);
    // A remote on another origin: its manifest only (what is in it is that origin's business).
    if (!local) return /^https?:\/\//i.test(entry) ? [fetchHint(entry)] : [];
    return [fetchHint(entry), ...(await localFiles(local.folder)).map((name) => scriptHint(`${local.base}${name}`))];
  };
}
