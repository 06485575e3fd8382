// The Module Federation share scope: every library that holds state (React, the store, the router, i18n, antd)
// and every @site/shared subpath must exist once per page, or RTK Query hangs and contexts split.
import { readFileSync } from 'node:fs';
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
export const SHARED_SUBPATHS = ['contract', 'api', 'store', 'auth', 'i18n', 'ui', 'lib', 'locales'];

export function createShared(pkg, root) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const [key, dep] of Object.entries(LIBRARIES)) {
    const range = deps[dep];
    if (!range) throw new Error(`${pkg.name}: share "${key}" needs "${dep}" in package.json`);
    shared[key] = { singleton: true, requiredVersion: range };
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
