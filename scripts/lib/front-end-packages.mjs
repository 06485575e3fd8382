// The front end's packages and shared's public subpaths, each from its one source: scripts/front-end-packages.json
// for the host and the remotes, shared/package.json "exports" for the subpaths. Build, webpack, lint and tests read
// them here instead of keeping their own lists. Node built-ins only: build.mjs runs this before any install.
import { readFileSync } from 'node:fs';

const readJson = (relative) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
const layout = readJson('../front-end-packages.json');

/** mf_posts -> mf-posts: a remote's folder in the repo and under the server's /remotes/. */
export const remoteDir = (name) => name.replace(/_/g, '-');

/** Module Federation names of the site's remotes, in manifest order. */
export const REMOTE_NAMES = [...layout.remotes];
/** The remotes' package folders (mf-posts, ...). */
export const REMOTE_DIRS = REMOTE_NAMES.map(remoteDir);
/** Every package webpack builds into <dir>/dist: the host first, then the remotes. */
export const WEB_PACKAGES = [layout.host, ...REMOTE_DIRS];
/** Every public subpath of @site/shared (`./contract` in its package.json "exports" gives `contract`). */
export const SHARED_SUBPATHS = Object.keys(readJson('../../shared/package.json').exports)
  .filter((key) => key.startsWith('./'))
  .map((key) => key.slice(2));
