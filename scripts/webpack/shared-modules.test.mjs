// node --test scripts/webpack/shared-modules.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { usedExports } from './shared-modules.mjs';

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
