// The Module Federation share scope. What holds state or context (React, the store and the api slice, the router,
// i18n, antd's context, single-spa, and the @site/shared subpaths that hold them) exists once per page, declared with
// a real version and requiredVersion, or RTK Query hangs and contexts split. The stateless @site/shared subpaths
// (schemas, pure rules, texts) are shared per content: the page loads one copy when builds agree, and a remote built
// from newer sources brings its own (stateless-shares.mjs).
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SUBPATHS, WEB_PACKAGES } from '../lib/front-end-packages.mjs';
import { pageExports } from './page-exports.mjs';
import { STATELESS_SUBPATHS, contentVersion } from './stateless-shares.mjs';

/** Share key -> the package.json dependency whose range it uses. */
const LIBRARIES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-router-dom': 'react-router-dom',
  antd: 'antd',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  'single-spa': 'single-spa',
};

/**
 * @param {{ dir?: string }} [options] dir: the package directory the shared libraries resolve from (its own sources
 *   count in the antd and router unions even when it is built outside the repository).
 */
export function createShared(pkg, root, { dir = root } = {}) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const extraDirs = [join(dir, 'src'), join(workspaceDir(root, dir, 'shared'), 'src')];
  const shared = {};
  for (const [key, dep] of Object.entries(LIBRARIES)) {
    const range = deps[dep];
    if (!range) throw new Error(`${pkg.name}: share "${key}" needs "${dep}" in package.json`);
    // The installed version, so mf-manifest.json carries what this build holds next to what it needs.
    shared[key] = { singleton: true, requiredVersion: range, version: installedVersion(dir, dep) };
  }
  // Sharing antd disables its tree-shaking (the whole library ships). Every build declares the same union of what
  // the shell, the remotes and shared use, so whichever copy the share scope picks has every export (toolchain.md:
  // runtime-infer without the union breaks remotes). A remote that imports a name the page's copy lacks gets it from
  // its own build (own-exports.mjs). MF_ANTD_TREESHAKING=0 ships antd whole.
  if (process.env.MF_ANTD_TREESHAKING !== '0') {
    const names = new Set([...usedExports(root, 'antd', extraDirs), ...pageExports('antd')]);
    shared.antd.treeShaking = { mode: 'runtime-infer', usedExports: [...names].sort() };
  }
  shared['react-router-dom'] = routerShare(root, dir, deps['react-router-dom'], extraDirs);
  const sharedDir = workspaceDir(root, dir, 'shared');
  const sharedPkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  for (const sub of SHARED_SUBPATHS) {
    if (STATELESS_SUBPATHS.includes(sub)) {
      // One copy per content: equal builds share it, a newer remote's copy is its own (never a singleton).
      const version = contentVersion(sharedDir, sharedPkg, sub);
      shared[`@site/shared/${sub}`] = { singleton: false, version, requiredVersion: version };
    } else {
      // State: one instance per page. The package's semver is the declaration: a remote that needs more from a
      // stateful subpath than the page may hold (a new store slice, api helper, hook) bumps the minor; a break bumps
      // the major. Any page with the same major and at least this version satisfies it.
      shared[`@site/shared/${sub}`] = { singleton: true, version: sharedPkg.version, requiredVersion: sameMajorAtLeast(sharedPkg.version) };
    }
  }
  return shared;
}

/** `>=0.3.1 <1.0.0`: this version or any later one before the next major (0.x counts as one line). */
export function sameMajorAtLeast(version) {
  const major = Number(version.split('.')[0]);
  return `>=${version} <${major + 1}.0.0`;
}

function installedVersion(dir, dep) {
  const require = createRequire(join(dir, 'package.json'));
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve(`${dep}/package.json`));
  } catch {
    // A package whose exports hide package.json: walk up from its entry.
    let at = dirname(require.resolve(dep));
    while (!existsSync(join(at, 'package.json')) || JSON.parse(readFileSync(join(at, 'package.json'), 'utf8')).name !== dep) at = dirname(at);
    pkgDir = at;
  }
  return JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
}

/**
 * The folder of a workspace package (`shared`, `mock-server`) as the package at `dir` depends on it: its
 * node_modules/@site/<name> link when it has one (a remote built from a copy of shared resolves that copy), else the
 * repository's.
 */
export function workspaceDir(root, dir, name) {
  const linked = join(dir, 'node_modules', '@site', name);
  return existsSync(join(linked, 'package.json')) ? realpathSync(linked) : join(root, name);
}

/** `@site/shared/<subpath>$` -> the file its package.json "exports" names under the `source` condition. */
export function workspaceSourceAliases(root, dir = root) {
  const aliases = {};
  for (const name of ['shared', 'mock-server']) {
    const pkgDir = workspaceDir(root, dir, name);
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'object' || !target.source) continue;
      const request = sub === '.' ? pkg.name : `${pkg.name}/${sub.replace(/^\.\//, '')}`;
      aliases[`${request}$`] = join(pkgDir, target.source);
    }
  }
  return aliases;
}

/** Front-end sources whose imports name what the shared antd and react-router-dom modules must export. */
export const FRONT_END_SOURCE_DIRS = [...WEB_PACKAGES, 'shared', ...e2eFixtureDirs()].map((dir) => `${dir}/src`);

/** The test-only remotes under e2e/fixtures: built with the same config, so their imports count too. */
function e2eFixtureDirs() {
  const fixtures = fileURLToPath(new URL('../../e2e/fixtures/', import.meta.url));
  try {
    return readdirSync(fixtures, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `e2e/fixtures/${e.name}`);
  } catch {
    return [];
  }
}

function sourceFiles(dir) {
  let out = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out = out.concat(sourceFiles(path));
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(path);
  }
  return out;
}

/** Every value export imported from 'antd' (`import { Button, type MenuProps } from 'antd'` gives Button). */
export function antdUsedExports(root) {
  return usedExports(root, 'antd');
}

/**
 * Every value export the front end's sources import from `moduleName` (type-only specifiers left out).
 * extraDirs: absolute source folders that count too (the package being built, the shared copy it resolves).
 */
export function usedExports(root, moduleName, extraDirs = []) {
  return importedNames([...FRONT_END_SOURCE_DIRS.map((dir) => join(root, dir)), ...extraDirs], moduleName);
}

/** The value names the sources under `dirs` (absolute) import from `moduleName`. */
export function importedNames(dirs, moduleName) {
  const names = new Set();
  const quoted = `['"]${moduleName.replace(/[/-]/g, '\\$&')}['"]`;
  const importRe = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  // A namespace import or a re-export would use names this scan cannot see: refuse rather than ship a module without them.
  const unreadableRe = new RegExp(`(import\\s*\\*\\s*as\\s+\\w+|export\\s*(\\*|\\{[^}]*\\}))\\s*from\\s*${quoted}`);
  for (const dir of new Set(dirs)) {
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      if (unreadableRe.test(text)) throw new Error(`${file}: import named exports from '${moduleName}' (the shared module lists them)`);
      for (const match of text.matchAll(importRe)) {
        for (const spec of match[1].split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0].trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * react-router-dom's share: a module that re-exports only the names the front end imports. A shared module ships
 * whole (every export counts as used, about 62 KB gzip for react-router 7 with its data APIs, server rendering and
 * RSC helpers); re-exported through this list, webpack drops what no package names. Every build writes the same list
 * (the union over every package), so whichever copy the share scope picks has every name. The facade imports the
 * package by its file path, which is not the share key, so it does not consume itself.
 */
export function routerShare(root, dir, range, extraDirs = []) {
  const require = createRequire(join(dir, 'package.json'));
  const pkgDir = dirname(require.resolve('react-router-dom/package.json'));
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  // Plus the router's contexts (already in the module: exporting them costs their names): a remote whose own copy of
  // a hook the page lacks reads the page's router through them (own-exports.mjs).
  const names = [...new Set([...usedExports(root, 'react-router-dom', extraDirs), ...pageExports('react-router-dom'), ...ROUTER_CONTEXTS.map((c) => `UNSAFE_${c}`)])].sort();
  const text = `// Generated by scripts/webpack/shared-modules.mjs: the react-router-dom exports the front end imports.\nexport { ${names.join(', ')} } from ${JSON.stringify(join(pkgDir, 'dist', 'index.mjs'))};\n`;
  // Named by content: a build with other sources (a remote built alone) never overwrites another build's facade.
  const file = join(root, 'node_modules', '.cache', 'site-shares', `react-router-dom-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.mjs`);
  writeAtomically(file, text);
  return { singleton: true, requiredVersion: range, import: file, version };
}

/** The router contexts react-router exports (as UNSAFE_<name>): the state a copy of a hook must read from the page. */
export const ROUTER_CONTEXTS = [
  'DataRouterContext',
  'DataRouterStateContext',
  'FetchersContext',
  'LocationContext',
  'NavigationContext',
  'RouteContext',
  'ViewTransitionContext',
];

/** Builds run in parallel and read this file: each writes a whole copy under a private name, then renames it. */
export function writeAtomically(file, text) {
  try {
    if (readFileSync(file, 'utf8') === text) return;
  } catch {
    // not written yet
  }
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}
