// Which packages build, in what order, and whether a build is out of date (newest source newer than dist).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_PACKAGES } from './front-end-packages.mjs';
import { ROOT } from './pnpm.mjs';

/** Front-end packages that webpack builds into <dir>/dist (the shell and its remotes). */
export { WEB_PACKAGES };
/** Node packages swc builds: shared first (the server imports its dist at run time), then the server. */
export const NODE_PACKAGES = ['shared', 'server'];
/** Remotes that exist only for the browser tests (built by `build.mjs --e2e-fixtures`, never shipped). */
export const E2E_FIXTURES = ['e2e/fixtures/provider-auth', 'e2e/fixtures/articles-remote'];

const SKIP = new Set(['node_modules', 'dist', 'coverage', 'data']);

function newestMtime(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.test\.[tj]sx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The stamp a successful build leaves in dist; its mtime is the build time. */
export const stampPath = (pkg) => join(ROOT, pkg, 'dist', '.build-stamp');

/** What a package's build reads besides its own folder. */
function inputsOf(pkg) {
  // Every web build shares antd through MF's tree-shaking with the union of the antd names all front-end packages
  // import (scripts/webpack), so a change in any of them changes every build.
  if (WEB_PACKAGES.includes(pkg) || E2E_FIXTURES.includes(pkg)) return [...new Set([pkg, ...WEB_PACKAGES, 'shared/src', 'scripts/webpack', 'scripts/front-end-packages.json'])];
  if (pkg === 'server') return [pkg, 'shared/src'];
  return [pkg];
}

/** True when <pkg>/dist is missing or older than any of the sources its build reads. */
export function isStale(pkg) {
  const stamp = stampPath(pkg);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputsOf(pkg).some((d) => existsSync(join(ROOT, d)) && newestMtime(join(ROOT, d)) > built);
}
