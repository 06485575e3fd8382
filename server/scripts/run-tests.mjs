#!/usr/bin/env node
// The server's tests, twice: on embedded PGlite, then on real PostgreSQL (TEST_DATABASE_URL, DATABASE_URL, or the
// local default). Each test file makes its own fresh database(s), so files run in parallel without colliding.
// Usage: node scripts/run-tests.mjs [--embedded-only|--postgres-only] [file filter...]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.find((a) => a === '--embedded-only' || a === '--postgres-only');
const filters = args.filter((a) => !a.startsWith('--'));

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : findTests(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}
// bench/: the bench's own helpers (its reporting arithmetic), tested like the server's code.
const files = [...findTests(join(root, 'src')), ...findTests(join(root, 'bench'))]
  .map((f) => relative(root, f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('[server tests] no test files matched');
  process.exit(1);
}

/**
 * A file that starts no app and no database (markdown, parsers, caches, the OpenAPI document) tests the same code on
 * either engine: the PostgreSQL pass leaves it out.
 */
const DATABASE_HELPERS = /test-support\/(test-app|server-process)\.js|db\/(embedded|connect)\.js|TEST_ENGINE/;
const usesDatabase = (file) => DATABASE_HELPERS.test(readFileSync(join(root, file), 'utf8'));

const nodeArgs = ['--conditions=source', '--import', 'tsx'];
// Two cores: two files at a time (each file also runs a PGlite worker thread).
// --test-force-exit: a file whose tests have all finished ends even if something it opened (a Redis connection, a
// timer) is still open; without it one forgotten handle holds the whole run until CI's limit.
const testArgs = (list) => [...nodeArgs, '--test', '--test-force-exit', '--test-concurrency=2', '--test-reporter=spec', ...list];
const baseEnv = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
delete baseEnv.DATABASE_URL;

function run(label, env, list = files) {
  console.log(`\n[server tests] ${label}: ${list.length} files`);
  if (list.length === 0) return true;
  const r = spawnSync(process.execPath, testArgs(list), { cwd: root, env, stdio: 'inherit' });
  return r.status === 0;
}

/** Runs one statement on the server's maintenance database. */
async function onServer(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated database every test app's database copies (see createPgDatabase in src/test-support/test-app.ts). */
async function createPgTemplate(url) {
  const name = `site_test_template_${process.pid}`;
  await onServer(url, `DROP DATABASE IF EXISTS ${name}`);
  await onServer(url, `CREATE DATABASE ${name}`);
  const at = new URL(url);
  at.pathname = `/${name}`;
  const built = spawnSync(process.execPath, [...nodeArgs, 'src/test-support/build-pg-template-cli.ts', at.toString()], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('could not migrate the PostgreSQL template database');
  return name;
}

async function dropPgDatabase(url, name) {
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((err) => console.warn(`[server tests] could not drop ${name}: ${err.message}`));
}

const tmp = mkdtempSync(join(tmpdir(), 'site-tests-'));
let ok = true;
try {
  if (only !== '--postgres-only') {
    const template = join(tmp, 'pglite-template.tar');
    const built = spawnSync(process.execPath, [...nodeArgs, 'src/test-support/build-template-cli.ts', template], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('could not build the PGlite template');
    ok = run('pass 1, embedded PGlite', { ...baseEnv, TEST_ENGINE: 'embedded', TEST_PGLITE_TEMPLATE: template }) && ok;
  }
  if (only !== '--embedded-only') {
    const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    let reachable = true;
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (err) {
      reachable = false;
      const where = `${url.replace(/:[^:@/]*@/, ':***@')} (${err.message})`;
      // Under CI a missing PostgreSQL fails the run: a green CI must mean both engines were tested.
      if (process.env.CI === 'true') {
        console.error(`\n[server tests] PostgreSQL is not reachable at ${where}: CI must run the PostgreSQL pass (.ci/run starts it).`);
        ok = false;
      } else {
        console.warn(`\n[server tests] !!! SKIPPING the PostgreSQL pass: cannot connect to ${where}.`);
        console.warn('[server tests] !!! Start PostgreSQL or set TEST_DATABASE_URL to run it.');
      }
    } finally {
      await client.end().catch(() => {});
    }
    if (reachable) {
      const template = await createPgTemplate(url);
      try {
        const withDatabase = files.filter(usesDatabase);
        const label = `pass 2, PostgreSQL (${files.length - withDatabase.length} files without a database ran in pass 1 only)`;
        ok = run(label, { ...baseEnv, TEST_ENGINE: 'postgres', TEST_DATABASE_URL: url, TEST_PG_TEMPLATE: template }, withDatabase) && ok;
      } finally {
        await dropPgDatabase(url, template);
      }
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
