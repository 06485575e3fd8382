// Every endpoint the contract declares (the client's api slice is typed by it) has a server route with that method
// and path: a contract entry without a route would be a button that always fails. And every one is registered by the
// route helper, so its access group, its query and body schemas and (in tests) its response schema are the contract's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@site/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
before(async () => {
  t = await createTestApp({ installed: true });
});
after(() => t.close());

test('each contract endpoint is served', () => {
  const missing = Object.entries(endpoints)
    .filter(([, e]) => !t.app.hasRoute({ method: e.method, url: e.path }))
    .map(([name, e]) => `${name}: ${e.method} ${e.path}`);
  assert.deepEqual(missing, []);
});

test('each contract endpoint is registered from its contract entry (access, input and response schemas)', () => {
  const bypassing = Object.entries(endpoints)
    .filter(([, e]) => !t.app.contractRoutes.has(e))
    .map(([name, e]) => `${name}: ${e.method} ${e.path}`);
  assert.deepEqual(bypassing, []);
});
