// Which remote owns which address. The table is not compiled in: each remote declares its paths in its own build
// (src/owned-paths.json -> its mf-manifest.json), the server copies them into /remotes.json, and the shell reads that
// at start-up, so a remote that adds `/articles/...` ships alone.
// Every remote is mounted at `/`: its route objects carry their full paths (`/questions/:qid`, `/admin`).
import { claimOn, type OwnedPaths } from '@site/shared/contract';

/** One remote as the route table sees it; `ownedPaths` is missing while nobody could read its manifest. */
export interface RouteTableEntry {
  name: string;
  ownedPaths?: OwnedPaths;
}

/**
 * The remote that renders `pathname`, or null when no remote owns it (the shell shows 404).
 * When several remotes claim it, an exact path beats a prefix, a longer prefix beats a shorter one, and then the
 * remote listed first in the manifest wins. Remotes whose paths are unknown own nothing.
 */
export function remoteForPath(remotes: readonly RouteTableEntry[], pathname: string): string | null {
  let owner: string | null = null;
  let strongest = Number.NEGATIVE_INFINITY;
  for (const remote of remotes) {
    const claim = remote.ownedPaths ? claimOn(remote.ownedPaths, pathname) : null;
    if (claim !== null && claim > strongest) {
      owner = remote.name;
      strongest = claim;
    }
  }
  return owner;
}

/** The remotes whose owned paths are not known (their manifest could not be read). */
export const unknownRemotes = (remotes: readonly RouteTableEntry[]) => remotes.filter((r) => !r.ownedPaths).map((r) => r.name);
