// Migration 0011 books the points members already hold as opening entries from the mint, so the ledger balances
// from its first day; afterwards the ledger refuses to be rewritten.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { checkLedger } from '../../services/points/ledger-check.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { useMigrationDb } from '../../test-support/migration-db.js';

const database = useMigrationDb();

test('points held before the ledger become opening entries, and the ledger balances', async () => {
  const db = database();
  await migrateTo(db, '0010-search-docs');
  await sql`INSERT INTO users (username, e_mail, points) VALUES ('rich', 'r@example.com', 120), ('poor', 'p@example.com', 0), ('some', 's@example.com', 7)`.execute(db);
  await migrateToLatest(db);

  const result = await checkLedger(db);
  assert.deepEqual(result.problems, []);
  assert.equal(result.entries, 2);
  const lines = await db
    .selectFrom('ledger_postings as lp')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .select(['u.username', 'lp.amount', 'lp.balance_after'])
    .orderBy('u.username')
    .execute();
  assert.deepEqual(lines, [
    { username: 'rich', amount: '120', balance_after: '120' },
    { username: 'some', amount: '7', balance_after: '7' },
  ]);
  const mint = await db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'mint').executeTakeFirstOrThrow();
  assert.equal(mint.balance, '-127');

  await assert.rejects(sql`UPDATE ledger_postings SET amount = 1000`.execute(db), /append-only/);
  await assert.rejects(sql`DELETE FROM ledger_entries`.execute(db), /append-only/);
});
