// node --test scripts/webpack/shared-modules.test.mjs
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SHARED_SUBPATHS } from '../lib/front-end-packages.mjs';
import { ownExports, routerContextsSource } from './own-exports.mjs';
import { pageExports } from './page-exports.mjs';
import { ROUTER_CONTEXTS, createShared, sameMajorAtLeast, usedExports } from './shared-modules.mjs';
import { STATELESS_SUBPATHS, contentVersion, statefulFilesBundled } from './stateless-shares.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** A throw-away repository root holding the given front-end source files. */
function rootWith(files) {
  const root = mkdtempSync(join(tmpdir(), 'shared-modules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('the shared router module lists every value any package imports, and no types', (t) => {
  const root = rootWith({
    'shell/src/a.tsx': `import { Link, useNavigate as nav, type RouteObject } from 'react-router-dom';`,
    'mf-posts/src/b.tsx': `import {\n  Outlet,\n  Link,\n} from 'react-router-dom';\nimport { Button } from 'antd';`,
    'mf-posts/src/b.test.tsx': `import { MemoryRouter } from 'react-router-dom';`,
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  assert.deepEqual(usedExports(root, 'react-router-dom'), ['Link', 'Outlet', 'useNavigate']);
});

test('a namespace import fails the build instead of shipping a module without the names it uses', (t) => {
  const root = rootWith({ 'mf-users/src/c.tsx': `import * as Router from 'react-router-dom';` });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  assert.throws(() => usedExports(root, 'react-router-dom'), /import named exports from 'react-router-dom'/);
});

test('a stateless shared subpath bundles no file that holds the page state', (t) => {
  const sharedPkg = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
  assert.deepEqual(statefulFilesBundled(join(ROOT, 'shared'), sharedPkg), []);
  // Every subpath is either per content or a singleton holding state: lib (pure helpers) and page (their state).
  assert.ok(STATELESS_SUBPATHS.includes('lib') && !STATELESS_SUBPATHS.includes('page') && SHARED_SUBPATHS.includes('page'));
  assert.ok(STATELESS_SUBPATHS.every((sub) => SHARED_SUBPATHS.includes(sub)), 'each stateless subpath is exported');
  // The check sees a helper that starts reading the page's state, directly or through a file it imports.
  const dir = mkdtempSync(join(tmpdir(), 'stateless-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(ROOT, 'shared', 'src'), join(dir, 'src'), { recursive: true });
  appendFileSync(join(dir, 'src', 'lib', 'storage.ts'), "\nexport { currentTimeZone } from '../page/time-zone.js';\n");
  appendFileSync(join(dir, 'src', 'policies', 'tag.ts'), "\nimport '../i18n/instance.js';\n");
  assert.deepEqual(statefulFilesBundled(dir, sharedPkg), ['policies: src/i18n/instance.ts', 'lib: src/page/time-zone.ts']);
});

test("a stateless subpath's version follows its content and the files it bundles", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'stateless-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(ROOT, 'shared', 'src'), join(dir, 'src'), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
  const before = Object.fromEntries(STATELESS_SUBPATHS.map((sub) => [sub, contentVersion(dir, pkg, sub)]));
  assert.match(before.policies, /^0\.1\.0-c[0-9a-f]{12}$/);
  assert.equal(contentVersion(dir, pkg, 'policies'), before.policies, 'the same content gives the same version');
  appendFileSync(join(dir, 'src', 'contract', 'common.ts'), '\nexport const ADDED = 1;\n');
  assert.notEqual(contentVersion(dir, pkg, 'contract'), before.contract);
  assert.notEqual(contentVersion(dir, pkg, 'policies'), before.policies, 'policies bundles the contract it imports');
  appendFileSync(join(dir, 'src', 'policies', 'tag.ts'), '\nexport const ALSO_ADDED = 1;\n');
  const locales = contentVersion(dir, pkg, 'locales');
  assert.equal(locales, before.locales, 'a subpath that bundles neither keeps its version');
});

test('every share declares the version it holds and the one it needs; stateless subpaths are per content', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'mf-admin', 'package.json'), 'utf8'));
  const shared = createShared(pkg, ROOT, { dir: join(ROOT, 'mf-admin') });
  assert.deepEqual(shared.react.singleton, true);
  assert.match(shared.react.version, /^19\.\d+\.\d+$/);
  assert.equal(shared.react.requiredVersion, pkg.dependencies.react);
  assert.match(shared.antd.version, /^6\./);
  assert.deepEqual(shared['@site/shared/store'], { singleton: true, version: '0.1.0', requiredVersion: '>=0.1.0 <1.0.0' });
  const policies = shared['@site/shared/policies'];
  assert.equal(policies.singleton, false);
  assert.match(policies.version, /^0\.1\.0-c[0-9a-f]{12}$/);
  assert.equal(policies.requiredVersion, policies.version, 'a remote takes exactly the content it was built with');
  assert.equal(shared['@site/shared/lib'].singleton, false, 'the pure helpers ship with the remote that changed them');
  assert.deepEqual(shared['@site/shared/page'], { singleton: true, version: '0.1.0', requiredVersion: '>=0.1.0 <1.0.0' });
  assert.equal(sameMajorAtLeast('2.3.4'), '>=2.3.4 <3.0.0');
});

test("a remote's own copy of react-router reads the page's router contexts", () => {
  const source = 'import * as React from "react";\nvar DataRouterContext = React.createContext(null);\nvar LocationContext = React3.createContext(\n  null\n);\nvar AwaitContext = React.createContext(null);\n';
  const out = routerContextsSource(source);
  assert.match(out, /^import \* as __pageRouter from 'react-router-dom';/);
  assert.match(out, /var DataRouterContext = __pageRouter\.UNSAFE_DataRouterContext \|\| React\.createContext\(null\);/);
  assert.match(out, /var LocationContext = __pageRouter\.UNSAFE_LocationContext \|\| React3\.createContext\(/);
  assert.match(out, /var AwaitContext = React\.createContext\(null\);/, 'a context the page does not export stays own');
  const real = readFileSync(routerChunkWithContexts(), 'utf8');
  for (const name of ROUTER_CONTEXTS) assert.match(routerContextsSource(real), new RegExp(`var ${name} = __pageRouter\\.UNSAFE_${name} \\|\\|`), `${name} in react-router's dist`);
});

/** The file of the installed react-router that creates its contexts. */
function routerChunkWithContexts() {
  const require = createRequire(join(ROOT, 'mf-admin', 'package.json'));
  const domDir = dirname(require.resolve('react-router-dom/package.json'));
  const dist = join(realpathSync(domDir), '..', 'react-router', 'dist', 'development');
  const file = readdirSync(dist).find((f) => f.endsWith('.mjs') && readFileSync(join(dist, f), 'utf8').includes('var DataRouterContext = '));
  assert.ok(file, `react-router's contexts in ${dist}`);
  return join(dist, file);
}

test("only names outside page-exports.json go through a remote's own-copy module; every shell shares the listed ones", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'own-exports-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(ROOT, 'mf-admin', 'package.json'), join(dir, 'package.json'));
  mkdirSync(join(dir, 'node_modules', '@site'), { recursive: true });
  for (const dep of ['antd', 'react-router-dom', 'react']) symlinkSync(join(ROOT, 'mf-admin', 'node_modules', dep), join(dir, 'node_modules', dep));
  symlinkSync(join(ROOT, 'shared'), join(dir, 'node_modules', '@site', 'shared'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'page.tsx'), `import { Button, Rate } from 'antd';\nimport { Link } from 'react-router-dom';\nexport default 1;\n`);
  const own = ownExports(ROOT, dir, { './routes': './src/page.tsx' });
  assert.deepEqual(Object.keys(own.facades), ['antd'], 'the router names are all listed: no router module');
  const facade = readFileSync(own.facades.antd, 'utf8');
  assert.match(facade, /export \* from 'antd';/);
  assert.match(facade, /export let Rate = page\.Rate;/);
  assert.doesNotMatch(facade, /export let Button/, 'a listed name comes from the page as it is');
  assert.match(readFileSync(own.exposes['./routes'], 'utf8'), /await Promise\.all\(\[ready0\]\);\nexport \* from ".*page\.tsx";\nexport \{ default \} from/);
  const shell = createShared(JSON.parse(readFileSync(join(ROOT, 'shell', 'package.json'), 'utf8')), ROOT, { dir: join(ROOT, 'shell') });
  for (const name of pageExports('antd')) assert.ok(shell.antd.treeShaking.usedExports.includes(name), `the shell shares antd's ${name}`);
  const router = readFileSync(shell['react-router-dom'].import, 'utf8');
  for (const name of [...pageExports('react-router-dom'), ...ROUTER_CONTEXTS.map((c) => `UNSAFE_${c}`)]) assert.match(router, new RegExp(`\\b${name}\\b`));
});
