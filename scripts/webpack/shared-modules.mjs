// The Module Federation share scope: every library that holds state (React, the store, the router, i18n, antd)
// and every @site/shared subpath must exist once per page, or RTK Query hangs and contexts split.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SUBPATHS, WEB_PACKAGES } from '../lib/front-end-packages.mjs';

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

/** @param {{ dir?: string }} [options] dir: the package directory the shared libraries resolve from. */
export function createShared(pkg, root, { dir = root } = {}) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const [key, dep] of Object.entries(LIBRARIES)) {
    const range = deps[dep];
    if (!range) throw new Error(`${pkg.name}: share "${key}" needs "${dep}" in package.json`);
    shared[key] = { singleton: true, requiredVersion: range };
  }
  // Sharing antd disables its tree-shaking (the whole library ships). Every build declares the same union of what
  // the shell, the remotes and shared use, so whichever copy the share scope picks has every export (toolchain.md:
  // runtime-infer without the union breaks remotes). MF_ANTD_TREESHAKING=0 ships antd whole.
  if (process.env.MF_ANTD_TREESHAKING !== '0') {
    shared.antd.treeShaking = { mode: 'runtime-infer', usedExports: antdUsedExports(root) };
  }
  shared['react-router-dom'] = routerShare(root, dir, deps['react-router-dom']);
  const sharedPkg = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8'));
  for (const sub of SHARED_SUBPATHS) {
    shared[`@site/shared/${sub}`] = {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    };
  }
  return shared;
}

/** `@site/shared/<subpath>$` -> the file its package.json "exports" names under the `source` condition. */
export function workspaceSourceAliases(root) {
  const aliases = {};
  for (const dir of ['shared', 'mock-server']) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'object' || !target.source) continue;
      const request = sub === '.' ? pkg.name : `${pkg.name}/${sub.replace(/^\.\//, '')}`;
      aliases[`${request}$`] = join(root, dir, target.source);
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

/** Every value export the front end's sources import from `moduleName` (type-only specifiers left out). */
export function usedExports(root, moduleName) {
  const names = new Set();
  const quoted = `['"]${moduleName.replace(/[/-]/g, '\\$&')}['"]`;
  const importRe = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  // A namespace import or a re-export would use names this scan cannot see: refuse rather than ship a module without them.
  const unreadableRe = new RegExp(`(import\\s*\\*\\s*as\\s+\\w+|export\\s*(\\*|\\{[^}]*\\}))\\s*from\\s*${quoted}`);
  for (const dir of FRONT_END_SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
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
export function routerShare(root, dir, range) {
  const require = createRequire(join(dir, 'package.json'));
  const pkgDir = dirname(require.resolve('react-router-dom/package.json'));
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const names = usedExports(root, 'react-router-dom');
  const text = `// Generated by scripts/webpack/shared-modules.mjs: the react-router-dom exports the front end imports.\nexport { ${names.join(', ')} } from ${JSON.stringify(join(pkgDir, 'dist', 'index.mjs'))};\n`;
  const file = join(root, 'node_modules', '.cache', 'site-shares', 'react-router-dom.mjs');
  writeAtomically(file, text);
  return { singleton: true, requiredVersion: range, import: file, version };
}

/** Builds run in parallel and read this file: each writes a whole copy under a private name, then renames it. */
function writeAtomically(file, text) {
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
