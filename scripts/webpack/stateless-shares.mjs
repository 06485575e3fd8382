// The @site/shared subpaths that hold no state: zod schemas (contract), texts (locales), pure rules (policies) and
// derived login state with pure guards (auth). Each is shared without `singleton`, under a version computed from its
// content, and requires exactly that version: when the shell and a remote were built from the same sources the page
// loads one copy; a remote built from newer sources (a new helper, a new schema) loads its own and the rest of the
// page keeps the copy it has. The other subpaths hold the page's state (api: the one api slice; store: the one store;
// i18n: the i18next instance; ui: components bound to both and report endpoints injected into the api; lib: the
// display time zone and the cloud-drive provider the shell sets) and stay singletons.
//
// A stateless subpath's own imports of another subpath's files are bundled into it (relative imports), so none of
// them may reach state: shared-modules.test.mjs checks that no file of a stateless subpath imports a stateful one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The subpaths shared per content (see above). Every other subpath of shared/package.json is a singleton. */
export const STATELESS_SUBPATHS = ['contract', 'locales', 'policies', 'auth'];

const IMPORT_RE = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

/** The source file a relative import names (`./x.js` is `./x.ts` or `./x.tsx` in the sources). */
function resolveSource(fromFile, request) {
  const base = resolve(dirname(fromFile), request);
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a folder
      }
    }
  }
  throw new Error(`${fromFile}: cannot find the source of '${request}'`);
}

/** Every source file the subpath's entry reaches through relative imports (its own files and the ones it bundles). */
export function subpathFiles(sharedDir, sharedPkg, sub) {
  const entry = join(sharedDir, sharedPkg.exports[`./${sub}`].source);
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const request = match[1] ?? match[2] ?? match[3];
      if (request.startsWith('.')) queue.push(resolveSource(file, request));
    }
  }
  return [...seen].sort();
}

/**
 * `0.1.0-c<hash>`: the package version with a prerelease tag hashing the subpath's files (paths and contents), so
 * two builds agree exactly when they bundle the same code.
 */
export function contentVersion(sharedDir, sharedPkg, sub) {
  const hash = createHash('sha256');
  for (const file of subpathFiles(sharedDir, sharedPkg, sub)) {
    hash.update(relative(sharedDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `${sharedPkg.version}-c${hash.digest('hex').slice(0, 12)}`;
}
