// The migrations come from the files of the migrations folder: each file runs once, in file-name order, under the
// name an existing site's database recorded when it ran it. Runs on the engine under test (TEST_ENGINE).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { startEmbedded, type EmbeddedServer } from './embedded.js';
import { migrateToLatest, migrationNames, pendingMigrations } from './migrate.js';
import type { Database } from './schema.js';
import { createPgDatabase, engine } from '../test-support/test-app.js';

/**
 * The ids of the migrations already released, as sites' databases hold them. Renaming or removing one would make
 * an upgraded site run it again or fail on a migration it no longer knows, so this list only ever grows at its end.
 */
const RELEASED = [
  '0001-initial',
  '0002-captcha',
  '0003-email-codes',
  '0004-user-settings',
  '0005-connectors',
  '0006-posts-loop',
  '0007-question-state',
  '0008-search',
  '0009-search-pieces',
  '0010-search-docs',
  '0011-points-ledger',
  '0012-search-changes',
  '0013-drive-shares',
  '0014-ai-replies',
  '0015-post-pictures',
  '0016-ai-pictures',
  '0017-notifications',
  '0018-mail-jobs',
  '0020-account-deletion',
  '0022-timelines',
  '0023-review-queue',
  '0024-comments-by-post',
  '0025-user-plugin-configs',
  '0026-tag-counts-of-listed-posts',
  '0027-frontend-remote-reports',
];

/** The migration files as a reader of the folder sees them (tests beside them are not migrations). */
const FILES = readdirSync(new URL('./migrations/', import.meta.url))
  .filter((f) => /^\d{4}-.*\.ts$/.test(f) && !f.includes('.test.'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

let db: Kysely<Database>;
let close: () => Promise<void>;
before(async () => {
  let pool: pg.Pool;
  if (engine === 'postgres') {
    const created = await createPgDatabase();
    pool = new pg.Pool({ connectionString: created.url, max: 1 });
    close = created.drop;
  } else {
    const server: EmbeddedServer = await startEmbedded(null);
    pool = new pg.Pool({ ...server.connectionConfig(), max: 1 });
    close = () => server.close();
  }
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
});
after(async () => {
  await db?.destroy();
  await close?.();
});

test('the known migrations are the files of the migrations folder, in file-name order', () => {
  assert.ok(FILES.length >= RELEASED.length);
  assert.deepEqual(migrationNames(), FILES);
});

test('every released migration keeps its id and place; a new one sorts after the last released', () => {
  const names = migrationNames();
  assert.deepEqual(names.slice(0, RELEASED.length), RELEASED);
  for (const added of names.slice(RELEASED.length)) assert.ok(added > RELEASED.at(-1)!, `${added} sorts among the released migrations`);
});

test('a fresh database runs every file once, in order, and then has nothing pending', async () => {
  const reported: [string, number, number][] = [];
  await migrateToLatest(db, (name, index, total) => reported.push([name, index, total]));
  assert.deepEqual(reported, FILES.map((name, index) => [name, index, FILES.length]));

  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY timestamp, name`.execute(db);
  assert.deepEqual(rows.map((r) => r.name), FILES);
  assert.deepEqual(await pendingMigrations(db), []);

  // Run again (a restart): nothing runs twice.
  const again: string[] = [];
  await migrateToLatest(db, (name) => again.push(name));
  assert.deepEqual(again, []);
});
