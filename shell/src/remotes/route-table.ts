// Which remote owns which address. The table is not compiled in: each remote declares its paths in its own build
// (src/owned-paths.json -> its mf-manifest.json), the server copies them into /remotes.json, and the shell reads that
// at start-up, so a remote that adds `/articles/...` ships alone.
// Every remote is mounted at `/`: its route objects carry their full paths (`/questions/:qid`, `/admin`).
import { remoteForPath, type OwnedPaths } from '@site/shared/contract';

/** One remote as the route table sees it; `ownedPaths` is missing while nobody could read its manifest. */
export interface RouteTableEntry {
  name: string;
  ownedPaths?: OwnedPaths;
}

/** The remote that renders `pathname` (the rule lives in the contract: the server's preload hints follow it too). */
export { remoteForPath };

/** The remotes whose owned paths are not known (their manifest could not be read). */
export const unknownRemotes = (remotes: readonly RouteTableEntry[]) => remotes.filter((r) => !r.ownedPaths).map((r) => r.name);
