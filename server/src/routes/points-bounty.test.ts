// Bounties that end without an accepted answer: the site pays the best answer at or above the admin's vote minimum,
// or refunds the author, exactly once, also when two instances sweep the same database at the same time.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { ContentType } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { MAX_AGE_MS } from '../plugins/anonymous-cache.js';
import { systemAccountBalance } from '../repositories/ledger-repo.js';
import { settleEndedBounties } from '../services/points/bounty-settlement.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints, pointsOf, setPointsSettings } from '../test-support/points.js';
import { redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { createTestApp, engine, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('ended bounties', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: Member;

  before(async () => {
    // The sweep is driven by the test itself here.
    t = await createTestApp({ installed: true, env: { bountySweepMs: 0 } });
    db = t.app.site.db;
    author = await makeMember(db, { username: 'sponsor' });
    await setPointsSettings(db, { bounty_min_votes: 2, bounty_days: 3 });
  });
  afterEach(async () => assert.deepEqual((await checkLedger(db)).problems, []));
  after(() => t.close());

  /** A bounty of `score` with one answer per vote count given, by members who bought it first. */
  async function bounty(score: number, votes: number[]) {
    await grantPoints(db, author.user.id, score);
    const id = await askWithPoints(t, author.token, { content_type: ContentType.bounty, score });
    const answerers: Member[] = [];
    for (const v of votes) {
      const m = await makeMember(db);
      await grantPoints(db, m.user.id, score);
      assert.equal((await callAs(t, m.token, 'POST', 'question/buy', { question_id: id })).statusCode, 200);
      const res = await callAs(t, m.token, 'POST', 'answer', { question_id: id, content: `Answer with ${v} votes` });
      await db.updateTable('answers').set({ vote_count: v }).where('id', '=', res.json().data.info.id).execute();
      answerers.push(m);
    }
    return { id, answerers };
  }
  const end = (id: string) => db.updateTable('posts').set({ bounty_ends_at: sql`now() - interval '1 second'` }).where('id', '=', id).execute();

  it('runs for the days the admin set, and shows its end on the post', async () => {
    const { id } = await bounty(10, []);
    const info = (await callAs(t, author.token, 'GET', 'question/info', { id })).json().data;
    const days = (info.bounty_end_time - info.create_time) / 86_400;
    assert.ok(Math.abs(days - 3) < 0.01, `ends ${days} days after it was asked`);
    assert.equal(info.bounty_settled, false);
    assert.deepEqual(await settleEndedBounties(db), [], 'nothing is due before the end');
  });

  it('pays the highest-voted answer at or above the minimum, once', async () => {
    const { id, answerers } = await bounty(20, [1, 5, 3]);
    const winner = answerers[1]!;
    const before = await pointsOf(db, winner.user.id);
    await end(id);
    const done = await settleEndedBounties(db);
    assert.equal(done.length, 1);
    assert.equal(await pointsOf(db, winner.user.id), before + 20);
    assert.equal(await systemAccountBalance(db, 'escrow', id), 0);
    assert.deepEqual(await settleEndedBounties(db), []);
    const info = (await callAs(t, author.token, 'GET', 'question/info', { id })).json().data;
    assert.equal(info.bounty_settled, true);
    const winning = (await callAs(t, author.token, 'GET', 'answer/page', { question_id: id })).json().data.list.find((a: { user_info: { id: string } }) => a.user_info.id === winner.user.id);
    assert.equal(info.bounty_answer_id, winning.id, 'the post says which answer got the reward');
    const line = (await callAs(t, winner.token, 'GET', 'user/points/statement', {})).json().data.list[0];
    assert.deepEqual({ kind: line.kind, amount: line.amount, question_id: line.question_id }, { kind: 'bounty_awarded', amount: 20, question_id: id });
  });

  it('goes back to the author when no answer reaches the minimum', async () => {
    const { id } = await bounty(15, [1, 0]);
    const before = await pointsOf(db, author.user.id);
    await end(id);
    await settleEndedBounties(db);
    assert.equal(await pointsOf(db, author.user.id), before + 15);
    const info = (await callAs(t, author.token, 'GET', 'question/info', { id })).json().data;
    assert.deepEqual([info.bounty_settled, info.bounty_answer_id], [true, ''], 'settled, and no answer got it');
  });

  it('an accepted bounty is not settled again by the site', async () => {
    const { id, answerers } = await bounty(12, [9]);
    const answer = (await callAs(t, author.token, 'GET', 'answer/page', { question_id: id })).json().data.list[0].id;
    assert.equal((await callAs(t, author.token, 'POST', 'answer/acceptance', { question_id: id, answer_id: answer })).statusCode, 200);
    const paid = await pointsOf(db, answerers[0]!.user.id);
    await end(id);
    assert.deepEqual(await settleEndedBounties(db), []);
    assert.equal(await pointsOf(db, answerers[0]!.user.id), paid);
  });
});

describe('the bounty sweep on its timer', () => {
  let t: TestApp;
  before(async () => {
    // Caches kept across requests, as in production: only the sweep itself may make them stale.
    t = await createTestApp({ installed: true, keepAnonymousCache: true, env: { bountySweepMs: 50 } });
  });
  after(() => t.close());

  it('settles an ended bounty by itself, and what readers saw before is not served stale after', async () => {
    const db = t.app.site.db;
    await setPointsSettings(db, { bounty_min_votes: 1 });
    const sponsor = await makeMember(db);
    const helper = await makeMember(db);
    await grantPoints(db, sponsor.user.id, 25);
    await grantPoints(db, helper.user.id, 25);
    const id = await askWithPoints(t, sponsor.token, { content_type: ContentType.bounty, score: 25 });
    assert.equal((await callAs(t, helper.token, 'POST', 'question/buy', { question_id: id })).statusCode, 200);
    const answer = (await callAs(t, helper.token, 'POST', 'answer', { question_id: id, content: 'The answer that wins it.' })).json().data.info.id;
    await db.updateTable('answers').set({ vote_count: 3 }).where('id', '=', answer).execute();
    // Both pages are read (and kept) before the end.
    assert.equal((await callAs(t, helper.token, 'GET', 'question/info', { id })).json().data.bounty_settled, false);
    assert.equal((await callAs(t, helper.token, 'GET', 'user/info', {})).json().data.score, 0);
    await db.updateTable('posts').set({ bounty_ends_at: sql`now() - interval '1 second'` }).where('id', '=', id).execute();

    // Well inside the age after which a cached answer is dropped anyway: only the sweep's own invalidation can pass.
    const deadline = Date.now() + MAX_AGE_MS / 2;
    let info = { bounty_settled: false, bounty_answer_id: '' };
    while (!info.bounty_settled && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      info = (await callAs(t, helper.token, 'GET', 'question/info', { id })).json().data;
    }
    assert.deepEqual([info.bounty_settled, info.bounty_answer_id], [true, answer], 'the post shows the outcome without any write through the API');
    assert.equal((await callAs(t, helper.token, 'GET', 'user/info', {})).json().data.score, 25, 'the winner sees the reward in their balance');
    assert.deepEqual((await checkLedger(db)).problems, []);
  });
});

describe('ended bounties with two instances on one PostgreSQL database and Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  before(async () => {
    if (engine !== 'postgres') return;
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix(), bountySweepMs: 0 };
    a = await createTestApp({ installed: true, env: shared });
    b = await createTestApp({ installed: true, env: { ...shared, databaseUrl: a.env.databaseUrl } });
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it('settles each of 40 ended bounties once while both sweep at the same time', async (ctx) => {
    if (engine !== 'postgres') return ctx.skip('several instances share a database on PostgreSQL only');
    const db = a!.app.site.db;
    const sponsor = await makeMember(db, { username: 'many' });
    await grantPoints(db, sponsor.user.id, 400);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await askWithPoints(a!, sponsor.token, { content_type: ContentType.bounty, score: 10 }));
    assert.equal(await pointsOf(db, sponsor.user.id), 0);
    await db.updateTable('posts').set({ bounty_ends_at: sql`now() - interval '1 second'` }).where('id', 'in', ids).execute();
    const [fromA, fromB] = await Promise.all([
      settleEndedBounties(a!.app.site.db),
      settleEndedBounties(b!.app.site.db),
    ]);
    const settled = [...fromA, ...fromB].map((s) => s.postId).sort();
    assert.deepEqual(settled, [...ids].sort(), 'every bounty settled by exactly one instance');
    assert.equal(await pointsOf(db, sponsor.user.id), 400, 'each reward refunded once');
    assert.deepEqual((await checkLedger(db)).problems, []);
  });
});
