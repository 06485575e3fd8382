// The check must find what it exists to find: a balance that no longer equals its postings, and a total off zero.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { makeUser } from '../../test-support/factories.js';
import { grantPoints } from '../../test-support/points.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { checkLedger } from './ledger-check.js';

describe('ledger check', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
  });
  after(() => t.close());

  it('passes a balanced ledger and names every balance that drifted', async () => {
    const u = await makeUser(db, { username: 'drifter' });
    await grantPoints(db, u.id, 40);
    assert.deepEqual((await checkLedger(db)).problems, []);
    await sql`UPDATE users SET points = points + 3 WHERE id = ${u.id}`.execute(db);
    await sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'mint'`.execute(db);
    const { problems, total } = await checkLedger(db);
    const shown = (await t.inject({ url: '/answer/admin/api/points/ledger', headers: { authorization: await t.login() } })).json().data;
    assert.deepEqual({ total: shown.total, problems: shown.problems }, { total, problems });
    assert.equal(total, 2);
    assert.deepEqual(problems, [
      `member ${u.id} (drifter): balance 43, postings sum to 40 (difference 3)`,
      `account ${(await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'mint').executeTakeFirstOrThrow()).id} (mint): balance -41, postings sum to -40 (difference -1)`,
      'all balances together sum to 2, not 0',
    ]);
  });
});
