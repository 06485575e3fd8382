// The folder on this server's disk behind a remote entry it serves itself: a remote's build in the repo
// (/remotes/<dir>/, "version 0") or a version deployed into the data dir (/remotes/<dir>/v/<id>/).
import { join } from 'node:path';
import { REMOTE_DIRS } from './remotes-manifest.js';
import { VERSION_ID, versionDir } from './remote-versions.js';

const BUILD_ENTRY = /^\/remotes\/([^/]+)\/mf-manifest\.json$/;
const VERSION_ENTRY = /^\/remotes\/([^/]+)\/v\/([^/]+)\/mf-manifest\.json$/;

export interface LocalRemoteFolder {
  /** Where the files are on disk. */
  folder: string;
  /** The URL path its files are served under (ends with /). */
  base: string;
}

export interface RemoteRoots {
  webRoot: string;
  dataDir: string;
}

/** The folder of a remote's build in the repo, or of one of its deployed versions. */
export function remoteFolder({ webRoot, dataDir }: RemoteRoots, dir: string, version?: string): string {
  return version === undefined ? join(webRoot, dir, 'dist') : versionDir(dataDir, dir.replace(/-/g, '_'), version);
}

/** `entry`'s folder, or null when `entry` is not one this server serves (another origin, an unknown remote). */
export function localRemoteFolder(roots: RemoteRoots, entry: string): LocalRemoteFolder | null {
  const built = BUILD_ENTRY.exec(entry);
  if (built) return REMOTE_DIRS.includes(built[1]!) ? { folder: remoteFolder(roots, built[1]!), base: `/remotes/${built[1]}/` } : null;
  const deployed = VERSION_ENTRY.exec(entry);
  if (!deployed || !REMOTE_DIRS.includes(deployed[1]!) || !VERSION_ID.test(deployed[2]!)) return null;
  const [, dir, id] = deployed as unknown as [string, string, string];
  return { folder: remoteFolder(roots, dir, id), base: `/remotes/${dir}/v/${id}/` };
}
