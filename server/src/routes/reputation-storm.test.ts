// A seeded random storm of votes, withdrawals, switches, acceptances and deletions, partly in parallel, among
// members who start at the floor of 1: afterwards every member's reputation must be what their live records say.
// Set REPUTATION_STORM_SEED to replay a failing run (the seed is printed and named in every failure).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { REPUTATION_AMOUNTS, type ReputationActivity } from '../services/reputation/amounts.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeAnswer, makePost } from '../test-support/factories.js';
import { prng } from '../test-support/prng.js';
import { reputationLedgerProblems } from '../test-support/reputation-ledger.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { openPrivileges } from '../test-support/privileges.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

const SEED = Number(process.env.REPUTATION_STORM_SEED ?? Date.now() % 2 ** 31);
const BATCHES = 40;
const BATCH_SIZE = 6;

describe('reputation storm', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const members: Member[] = [];
  let mod: Member;
  const questions: { id: string; asker: Member; answers: string[]; answerers: Member[] }[] = [];

  before(async () => {
    t = await createTestApp({ installed: true });
    // These tests are about what votes do, not about the reputation they need (privilege-routes.test.ts).
    await openPrivileges(t.app.site.db);
    db = t.app.site.db;
    for (let i = 0; i < 6; i++) members.push(await makeMember(db));
    mod = await makeMember(db, { role_id: RoleId.moderator });
    for (let q = 0; q < 4; q++) {
      const asker = members[q]!;
      const post = await makePost(db, { user_id: asker.user.id });
      const answerers = members.filter((m) => m !== asker).slice(q, q + 3);
      const answers: string[] = [];
      for (const answerer of answerers) answers.push((await makeAnswer(db, post.id, answerer.user.id)).id);
      questions.push({ id: post.id, asker, answers, answerers });
    }
  });
  after(() => t.close());

  it('leaves every reputation equal to 1 plus the applied amounts of its live records', async (ctx) => {
    ctx.diagnostic(`REPUTATION_STORM_SEED=${SEED}`);
    console.log(`[reputation storm] REPUTATION_STORM_SEED=${SEED}`);
    const rnd = prng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

    /** One random operation, as the HTTP call it makes (drawn up front so the draw order does not depend on timing). */
    const draw = (): (() => Promise<{ statusCode: number; body: string }>) => {
      const q = pick(questions);
      const roll = rnd();
      if (roll < 0.7) {
        const voter = pick(members);
        // Mostly down votes, so members keep hitting the floor.
        const dir = rnd() < 0.35 ? 'up' : 'down';
        const object_id = rnd() < 0.4 ? q.id : pick(q.answers);
        const is_cancel = rnd() < 0.3;
        return () => callAs(t, voter.token, 'POST', `vote/${dir}`, { object_id, is_cancel });
      }
      if (roll < 0.85) {
        const answer_id = rnd() < 0.25 ? '' : pick(q.answers);
        return () => callAs(t, q.asker.token, 'POST', 'answer/acceptance', { question_id: q.id, answer_id });
      }
      const i = Math.floor(rnd() * q.answers.length);
      const answer = q.answers[i]!;
      // The moderator, or the answer's (question's) author; staff deleting an accepted answer takes the acceptance back.
      const byMod = rnd() < 0.6;
      const answerActor = byMod ? mod : q.answerers[i]!;
      const which = rnd();
      // Recovery is drawn more often than deletion, so most objects stay open to votes.
      if (which < 0.3) return () => callAs(t, answerActor.token, 'DELETE', 'answer', { id: answer });
      if (which < 0.7) return () => callAs(t, answerActor.token, 'POST', 'answer/recover', { answer_id: answer });
      if (which < 0.78) return () => callAs(t, byMod ? mod.token : q.asker.token, 'DELETE', 'question', { id: q.id });
      return () => callAs(t, mod.token, 'POST', 'question/recover', { question_id: q.id });
    };

    let done = 0;
    for (let b = 0; b < BATCHES; b++) {
      const batch = Array.from({ length: BATCH_SIZE }, draw);
      const results = await Promise.all(batch.map((op) => op()));
      for (const r of results) {
        // Refusals (own post, deleted object, already deleted) are fine; a server error (a deadlock) never is.
        if (r.statusCode >= 500) {
          const serverErrors = t.logs.filter((l) => l.includes('"level":50'));
          assert.fail(`seed ${SEED}, batch ${b}: ${r.statusCode} ${r.body}\n${serverErrors.join('\n')}`);
        }
        if (r.statusCode === 200) done++;
      }
    }

    assert.deepEqual(await reputationLedgerProblems(db), [], `seed ${SEED}`);
    // The storm must have done enough to mean something: many operations went through, and some changes were
    // clamped by the floor (applied less than their table amount).
    assert.ok(done > (BATCHES * BATCH_SIZE) / 3, `seed ${SEED}: only ${done} operations went through`);
    const records = await db.selectFrom('reputation_log').select(['activity_type', 'amount']).execute();
    const clamped = records.filter((r) => r.amount !== REPUTATION_AMOUNTS[r.activity_type as ReputationActivity]);
    assert.ok(clamped.length > 0, `seed ${SEED}: no change met the floor`);
  });
});
