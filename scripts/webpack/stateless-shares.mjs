// The @site/shared subpaths that hold no state: zod schemas (contract), texts (locales), pure rules (policies), derived
// login state with pure guards (auth) and pure helpers (lib: formatting given a language and a zone, local storage,
// drafts, post kinds and addresses, text diffs, the cloud drive's interface). Each is shared without `singleton`, under
// a version computed from its content, and requires exactly that version: when the shell and a remote were built from
// the same sources the page loads one copy; a remote built from newer sources (a new helper, a new schema) loads its
// own and the rest of the page keeps the copy it has. The other subpaths hold the page's state (api: the one api
// slice; store: the one store; i18n: the i18next instance; ui: components bound to both and report endpoints injected
// into the api; page: what the shell sets for every part, the display time zone with the date texts that read it,
// and the cloud-drive provider) and stay singletons. `page` is its own subpath rather than part of i18n or ui so that
// lib's helpers, which most remotes import, can ship with a remote; only the few names that read the page's time zone
// or drive come from the shell's copy.
//
// A stateless subpath's own imports of another subpath's files are bundled into it (relative imports), so none of
// them may reach state: shared-modules.test.mjs checks (statefulFilesBundled) that no file of a stateless subpath
// imports a stateful one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The subpaths shared per content (see above). Every other subpath of shared/package.json is a singleton. */
export const STATELESS_SUBPATHS = ['contract', 'locales', 'policies', 'auth', 'lib'];

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

/** The folder of a subpath's files: where its entry is (`./src/page/index.ts` gives src/page). */
const subpathDir = (sharedDir, sharedPkg, sub) => dirname(join(sharedDir, sharedPkg.exports[`./${sub}`].source));

/**
 * `<stateless subpath>: <file>` for each file a stateless subpath bundles that lies in a stateful subpath's folder
 * (every subpath of shared/package.json not in STATELESS_SUBPATHS). i18n/locales holds the common texts (plain data),
 * which locales bundles; i18n's state is its instance.ts. Empty when every stateless subpath is free of state.
 */
export function statefulFilesBundled(sharedDir, sharedPkg) {
  const subpaths = Object.keys(sharedPkg.exports).filter((key) => key.startsWith('./')).map((key) => key.slice(2));
  const statefulDirs = subpaths.filter((sub) => !STATELESS_SUBPATHS.includes(sub)).map((sub) => subpathDir(sharedDir, sharedPkg, sub));
  const texts = join(sharedDir, 'src', 'i18n', 'locales');
  const found = [];
  for (const sub of STATELESS_SUBPATHS) {
    for (const file of subpathFiles(sharedDir, sharedPkg, sub)) {
      const inState = statefulDirs.some((dir) => file.startsWith(`${dir}/`)) && !file.startsWith(`${texts}/`);
      if (inState) found.push(`${sub}: ${relative(sharedDir, file)}`);
    }
  }
  return found;
}
