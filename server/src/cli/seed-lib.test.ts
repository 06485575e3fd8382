import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, questionPageSchema } from '@site/shared/contract';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { seedLedger } from './seed-ledger.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedPosts, seedUsersAndTags } from './seed-lib.js';

describe('seed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    await seedUsersAndTags(t.app.site.db);
    await seedPosts(t.app.site.db, 600);
    await seedUsersAndTags(t.app.site.db); // idempotent
    await seedPosts(t.app.site.db, 100); // adds on top
    await seedLedger(t.app.site.db);
    await seedLedger(t.app.site.db); // idempotent
  });
  after(() => t.close());

  it('creates posts of all five kinds with consistent answer counters and ids', async () => {
    const db = t.app.site.db;
    const kinds = await sql<{ content_type: number; n: string }>`SELECT content_type, count(*) AS n FROM posts GROUP BY 1 ORDER BY 1`.execute(db);
    assert.deepEqual(kinds.rows.map((r) => r.content_type), [1, 2, 3, 4, 5]);
    assert.equal(kinds.rows.reduce((s, r) => s + Number(r.n), 0), 700);
    const bad = await sql<{ n: string }>`
      SELECT count(*) AS n FROM posts p
      LEFT JOIN (SELECT question_id, count(*) AS c, min(id) AS f, max(id) AS l FROM answers GROUP BY 1) a ON a.question_id = p.id
      WHERE p.answer_count <> coalesce(a.c, 0) OR p.first_answer_id IS DISTINCT FROM a.f OR p.last_answer_id IS DISTINCT FROM a.l`.execute(db);
    assert.equal(Number(bad.rows[0]!.n), 0);
    const answered = await sql<{ n: string }>`SELECT count(*) AS n FROM answers`.execute(db);
    assert.ok(Number(answered.rows[0]!.n) > 100);
    const orphanTags = await sql<{ n: string }>`SELECT count(*) AS n FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.created_at <> p.created_at`.execute(db);
    assert.equal(Number(orphanTags.rows[0]!.n), 0);
    const counts = await sql<{ n: string }>`SELECT count(*) AS n FROM users u WHERE u.question_count <> (SELECT count(*) FROM posts p WHERE p.user_id = u.id)`.execute(db);
    assert.equal(Number(counts.rows[0]!.n), 0);
  });

  it('books the demo points and open rewards in the ledger, which balances', async () => {
    const db = t.app.site.db;
    assert.deepEqual((await checkLedger(db)).problems, []);
    const unbooked = await sql<{ n: string }>`
      SELECT count(*) AS n FROM posts p WHERE p.content_type IN (1, 4) AND p.score > 0 AND p.status <> 10 AND p.accepted_answer_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.kind = 'escrow' AND a.object_id = p.id AND a.balance = p.score)`.execute(db);
    assert.equal(Number(unbooked.rows[0]!.n), 0);
    const held = await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE points > 0`.execute(db);
    assert.ok(Number(held.rows[0]!.n) > 10, 'demo members hold points');
  });

  it('serves the seeded data through the API, and demo users can log in', async () => {
    const res = await t.inject({ url: '/answer/api/v1/question/page?page_size=50&order=active' });
    const page = envelopeSchema(questionPageSchema).parse(res.json()).data;
    assert.ok(page.count > 600);
    assert.ok(page.list.some((q) => q.operation_type === 'answered'));
    // The accounts the README names.
    for (const [email, role] of [[DEMO_LOGINS.member, 1], [DEMO_LOGINS.moderator, 3]] as const) {
      const token = await t.login(email, DEMO_PASSWORD);
      const me = (await t.inject({ url: '/answer/api/v1/user/info', headers: { authorization: token } })).json();
      assert.equal(me.data.role_id, role, email);
    }
  });
});
