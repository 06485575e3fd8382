import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import { missingService } from './missing-service.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

it('a missing service skips loudly on a developer machine and fails under CI', (t) => {
  const ci = process.env.CI;
  t.after(() => (ci === undefined ? delete process.env.CI : (process.env.CI = ci)));
  t.mock.method(console, 'warn', () => {});
  delete process.env.CI;
  assert.doesNotThrow(() => missingService('Redis', 'connection refused'));
  process.env.CI = 'true';
  assert.throws(() => missingService('Redis', 'connection refused'), /Redis is not available \(connection refused\): CI must run these tests/);
});

it('under CI the test runner fails when PostgreSQL cannot be reached, instead of skipping its pass', () => {
  const env = { ...process.env, CI: 'true', TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' };
  const run = spawnSync(process.execPath, ['scripts/run-tests.mjs', '--postgres-only', 'src/db/connection-failure'], { cwd: serverRoot, env, encoding: 'utf8', timeout: 60_000 });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /PostgreSQL is not reachable at postgres:\/\/postgres@127\.0\.0\.1:1\/none .*CI must run the PostgreSQL pass/);
});
