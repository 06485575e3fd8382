// A seeded random storm of money operations through the API, many at once: unlocks, rewarded posts, answers,
// acceptances, deletions and recoveries, edits of points, exchanges and admin grants and corrections. Whatever
// succeeds or is refused, afterwards the ledger balances (every cached balance equals its postings; all accounts
// sum to zero) and nothing answered 5xx. POINTS_STORM_SEED replays a run; POINTS_STORM_OPS sets its size.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, ContentType } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeTag } from '../test-support/factories.js';
import { grantPoints, setPointsSettings } from '../test-support/points.js';
import { prng } from '../test-support/prng.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

const SEED = Number(process.env.POINTS_STORM_SEED ?? Date.now() % 2 ** 31);
const OPS = Number(process.env.POINTS_STORM_OPS ?? 10_000);
const AT_ONCE = 32;

describe('points storm', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin: string;
  const members: Member[] = [];
  const posts: { id: string; author: Member }[] = [];
  const answers = new Map<string, string[]>();
  const withdrawals: string[] = [];
  let codes: string[] = [];

  before(async () => {
    t = await createTestApp({ installed: true, env: { bountySweepMs: 0 } });
    db = t.app.site.db;
    admin = await t.login();
    await makeTag(db, 'points');
    await setPointsSettings(db, { fee_percent: 7, withdrawal_min: 10, withdrawal_fee_percent: 3, levels: [{ title: 'Anyone', redeem_rank_points: 1, rank_to_point: 0.5 }] });
    const adminPost = (method: 'PUT' | 'POST', path: string, payload: Record<string, unknown>) =>
      t.inject({ method, url: `${ADMIN_API_PREFIX}/${path}`, headers: { authorization: admin }, payload });
    for (let i = 0; i < 12; i++) {
      const m = await makeMember(db, { rank: 50 + i * 10 });
      await grantPoints(db, m.user.id, 200);
      assert.equal((await callAs(t, m.token, 'PUT', 'user/contract', {})).statusCode, 200);
      await callAs(t, m.token, 'PUT', 'user/verification', { real_name: `Member ${i}`, id_number: `ID00000${i}` });
      assert.equal((await adminPost('PUT', 'points/verification', { user_id: m.user.id, approve: true })).statusCode, 200);
      members.push(m);
    }
    codes = (await adminPost('POST', 'points/recharge-codes', { amount: 25, count: 400 })).json().data.codes;
  });
  after(() => t.close());

  it(`leaves the ledger balanced after ${OPS} random operations, ${AT_ONCE} at a time`, async (ctx) => {
    ctx.diagnostic(`POINTS_STORM_SEED=${SEED}`);
    console.log(`[points storm] POINTS_STORM_SEED=${SEED} POINTS_STORM_OPS=${OPS}`);
    const rnd = prng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const kinds = [ContentType.question, ContentType.bounty, ContentType.resource];
    const statuses = new Map<number, number>();

    /** One operation drawn now (so the draw order never depends on timing), run later. */
    const draw = (): (() => Promise<{ statusCode: number; body: string }>) => {
      const m = pick(members);
      const roll = rnd();
      const post = posts.length > 0 ? pick(posts) : null;
      if (!post || roll < 0.12) {
        const score = 1 + Math.floor(rnd() * 30);
        const content_type = pick(kinds);
        return async () => {
          const res = await callAs(t, m.token, 'POST', 'question', { title: `Storm post ${score}`, content: 'Storm body text', tags: [{ slug_name: 'points' }], content_type, score });
          if (res.statusCode === 200) posts.push({ id: res.json().data.id, author: m });
          return res;
        };
      }
      if (roll < 0.45) return () => callAs(t, m.token, 'POST', 'question/buy', { question_id: post.id });
      if (roll < 0.6) {
        return async () => {
          const res = await callAs(t, m.token, 'POST', 'answer', { question_id: post.id, content: 'A storm answer text' });
          if (res.statusCode === 200) answers.set(post.id, [...(answers.get(post.id) ?? []), res.json().data.info.id]);
          return res;
        };
      }
      if (roll < 0.7) {
        const list = answers.get(post.id) ?? [];
        const answer_id = list.length > 0 ? pick(list) : '';
        return () => callAs(t, post.author.token, 'POST', 'answer/acceptance', { question_id: post.id, answer_id });
      }
      if (roll < 0.75) return () => callAs(t, post.author.token, 'DELETE', 'question', { id: post.id });
      if (roll < 0.8) return () => callAs(t, post.author.token, 'POST', 'question/recover', { question_id: post.id });
      if (roll < 0.85) {
        const score = 1 + Math.floor(rnd() * 40);
        return () => callAs(t, post.author.token, 'PUT', 'question', { id: post.id, title: 'Storm post edited', content: 'Storm body text edited', tags: [{ slug_name: 'points' }], score });
      }
      if (roll < 0.88) return () => callAs(t, m.token, 'PUT', 'user/exchange', {});
      if (roll < 0.91) {
        const amount = 10 + Math.floor(rnd() * 60);
        return async () => {
          const res = await callAs(t, m.token, 'POST', 'user/withdrawal', { amount });
          if (res.statusCode === 200) withdrawals.push(res.json().data.id);
          return res;
        };
      }
      if (roll < 0.94 && withdrawals.length > 0) {
        const id = pick(withdrawals);
        const approve = rnd() < 0.6;
        return () => t.inject({ method: 'PUT', url: `${ADMIN_API_PREFIX}/points/withdrawal`, headers: { authorization: admin }, payload: { id, approve, reference: 'PAY-1', reason: 'No' } });
      }
      if (roll < 0.96) {
        const code = pick(codes);
        return () => callAs(t, m.token, 'POST', 'user/recharge/redeem', { code });
      }
      const amount = rnd() < 0.7 ? 1 + Math.floor(rnd() * 50) : -(1 + Math.floor(rnd() * 50));
      return () => t.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}/points/grant`, headers: { authorization: admin }, payload: { user_id: m.user.id, amount, reason: 'storm' } });
    };

    for (let done = 0; done < OPS; done += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, OPS - done) }, draw);
      const results = await Promise.all(batch.map((run) => run()));
      for (const r of results) {
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        assert.ok(r.statusCode < 500, `SEED=${SEED}: ${r.statusCode} ${r.body}\n${t.logs.filter((l) => l.includes('"level":50')).slice(-2).join('\n')}`);
      }
      // Reputation grows meanwhile, so exchanges keep having something to exchange.
      if (done % (AT_ONCE * 20) === 0) await db.updateTable('users').set((eb) => ({ rank: eb('rank', '+', 25) })).execute();
    }
    console.log(`[points storm] statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${posts.length} posts`);
    const check = await checkLedger(db);
    assert.deepEqual(check.problems, [], `SEED=${SEED}`);
    assert.ok(check.entries > OPS / 10, `a storm that moved points (${check.entries} entries)`);
    assert.ok((statuses.get(200) ?? 0) > OPS / 4, 'many operations succeeded');
  });
});
