// The Module Federation share scope: every library that holds state (React, the store, the router, i18n, antd)
// and every @site/shared subpath must exist once per page, or RTK Query hangs and contexts split.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Every public subpath of @site/shared (its package.json "exports"). */
export const SHARED_SUBPATHS = ['contract', 'api', 'store', 'auth', 'i18n', 'ui', 'lib', 'locales', 'policies'];

export function createShared(pkg, root) {
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

/** Front-end sources whose antd imports make up the tree-shaking union. */
export const ANTD_SOURCE_DIRS = ['shell/src', 'mf-posts/src', 'mf-users/src', 'mf-review/src', 'mf-admin/src', 'mf-install/src', 'shared/src'];

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
  const names = new Set();
  const importRe = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g;
  for (const dir of ANTD_SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importRe)) {
        for (const spec of match[1].split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0].trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}
