import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { REPUTATION_AMOUNTS } from '../services/reputation/amounts.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const ACCEPTED = REPUTATION_AMOUNTS['answer.accepted'];
const ACCEPT = REPUTATION_AMOUNTS['answer.accept'];

describe('answer acceptance', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: Member;
  let alice: Member;
  let bob: Member;
  let mod: Member;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    author = await makeMember(db, { username: 'asker' });
    alice = await makeMember(db, { username: 'alice' });
    bob = await makeMember(db, { username: 'bob' });
    mod = await makeMember(db, { username: 'mod', role_id: RoleId.moderator });
  });
  after(() => t.close());

  const rank = async (m: Member) => (await db.selectFrom('users').select('rank').where('id', '=', m.user.id).executeTakeFirstOrThrow()).rank;
  const ranks = async () => ({ author: await rank(author), alice: await rank(alice), bob: await rank(bob) });
  const setup = async (score = 0) => {
    const qid = (await makePost(db, { user_id: author.user.id })).id;
    const answerOf = async (m: Member) =>
      (await callAs(t, m.token, 'POST', 'answer', { question_id: qid, content: `Answer by ${m.user.username}` })).json().data.info.id as string;
    const answers = { qid, a: await answerOf(alice), b: await answerOf(bob), own: await answerOf(author) };
    // Points set after the answers: answering a paid post needs it unlocked first (points-rewards tests that path).
    if (score > 0) await db.updateTable('posts').set({ score }).where('id', '=', qid).execute();
    return answers;
  };
  const accept = (who: Member, qid: string, answerId: string) => callAs(t, who.token, 'POST', 'answer/acceptance', { question_id: qid, answer_id: answerId });
  const state = async (qid: string) => {
    const p = await db.selectFrom('posts').select('accepted_answer_id').where('id', '=', qid).executeTakeFirstOrThrow();
    const accepted = await db.selectFrom('answers').select('id').where('question_id', '=', qid).where('accepted', '=', 2).execute();
    return { post: p.accepted_answer_id, answers: accepted.map((r) => r.id) };
  };

  it('accept, change and take back, with reputation and an accept event', async () => {
    const { qid, a, b } = await setup();
    const r0 = await ranks();
    const res = await accept(author, qid, a);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await state(qid), { post: a, answers: [a] });
    assert.deepEqual(await ranks(), { author: r0.author + ACCEPT, alice: r0.alice + ACCEPTED, bob: r0.bob });
    const row = await db.selectFrom('answers').select('accepted_at').where('id', '=', a).executeTakeFirstOrThrow();
    assert.ok(row.accepted_at);
    const events = await db.selectFrom('notification_events').select(['user_id', 'kind']).where('object_id', '=', a).where('kind', '=', 'accept').execute();
    assert.deepEqual(events, [{ user_id: alice.user.id, kind: 'accept' }]);

    // Accepting the same answer again changes nothing.
    assert.equal((await accept(author, qid, a)).statusCode, 200);
    assert.deepEqual(await ranks(), { author: r0.author + ACCEPT, alice: r0.alice + ACCEPTED, bob: r0.bob });

    assert.equal((await accept(author, qid, b)).statusCode, 200);
    assert.deepEqual(await state(qid), { post: b, answers: [b] });
    assert.deepEqual(await ranks(), { author: r0.author + ACCEPT, alice: r0.alice, bob: r0.bob + ACCEPTED });

    const info = await callAs(t, null, 'GET', 'question/info', { id: qid });
    assert.equal(info.json().data.accepted_answer_id, b);

    assert.equal((await accept(author, qid, '0')).statusCode, 200);
    assert.deepEqual(await state(qid), { post: null, answers: [] });
    assert.deepEqual(await ranks(), r0);
    assert.equal((await callAs(t, author.token, 'POST', 'answer/acceptance', { question_id: qid })).statusCode, 200, 'no answer_id: unaccept');
  });

  it("accepting one's own answer pays no reputation", async () => {
    const { qid, own } = await setup();
    const r0 = await rank(author);
    assert.equal((await accept(author, qid, own)).statusCode, 200);
    assert.deepEqual(await state(qid), { post: own, answers: [own] });
    assert.equal(await rank(author), r0);
  });

  it('only the question author accepts; the answer must be a live one of that question', async () => {
    const { qid, a } = await setup();
    for (const who of [alice, mod]) {
      const res = await accept(who, qid, a);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().reason, 'error.answer.accept_not_author');
    }
    const other = await setup();
    assert.equal((await accept(author, qid, other.a)).statusCode, 404, 'an answer of another question');
    await callAs(t, bob.token, 'DELETE', 'answer', { id: other.b });
    assert.equal((await accept(author, other.qid, other.b)).statusCode, 404, 'a deleted answer');
    assert.equal((await accept(author, '987654321', a)).statusCode, 404);
    assert.deepEqual(await state(qid), { post: null, answers: [] });
  });

  it('a question with points keeps its acceptance', async () => {
    const { qid, a, b } = await setup(30);
    assert.equal((await accept(author, qid, a)).statusCode, 200);
    for (const target of [b, '0']) {
      const res = await accept(author, qid, target);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().reason, 'error.answer.accept_locked');
    }
    assert.deepEqual(await state(qid), { post: a, answers: [a] });
  });

  it('the author cannot delete an accepted answer; staff can, which takes the acceptance and its reputation back', async () => {
    const { qid, a } = await setup();
    const r0 = await ranks();
    await accept(author, qid, a);
    const refused = await callAs(t, alice.token, 'DELETE', 'answer', { id: a });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().msg, 'An accepted answer cannot be deleted by its author.');
    const list = (await callAs(t, alice.token, 'GET', 'answer/page', { question_id: qid })).json().data.list;
    assert.deepEqual(list[0].member_actions.map((x: { action: string }) => x.action), ['edit']);
    assert.equal((await callAs(t, mod.token, 'DELETE', 'answer', { id: a })).statusCode, 200);
    assert.deepEqual(await state(qid), { post: null, answers: [] });
    assert.deepEqual(await ranks(), r0);
  });

  it('concurrent accepts leave exactly one accepted answer and the right reputation', async () => {
    const { qid, a, b } = await setup();
    const r0 = await ranks();
    const results = await Promise.all([accept(author, qid, a), accept(author, qid, b), accept(author, qid, a), accept(author, qid, b)]);
    assert.ok(results.every((r) => r.statusCode === 200), results.map((r) => r.body).join('\n'));
    const s = await state(qid);
    assert.equal(s.answers.length, 1);
    assert.equal(s.post, s.answers[0]);
    const winner = s.post === a ? 'alice' : 'bob';
    const r1 = await ranks();
    assert.equal(r1.author, r0.author + ACCEPT);
    assert.equal(r1.alice, r0.alice + (winner === 'alice' ? ACCEPTED : 0));
    assert.equal(r1.bob, r0.bob + (winner === 'bob' ? ACCEPTED : 0));
    const live = await db.selectFrom('reputation_log').select(['user_id', 'activity_type']).where('object_id', 'in', [a, b]).where('cancelled', '=', false).execute();
    assert.equal(live.length, 2);
  });
});
