// Rewards: a rewarded post's points wait in its escrow, go to the accepted answer (once, for good), back to the
// author when the post is deleted before that, and into escrow again when it is recovered.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { ContentType, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { systemAccountBalance } from '../repositories/ledger-repo.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints, pointsOf } from '../test-support/points.js';
import { makeTag } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('rewards', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let asker: Member;
  let helper: Member;
  let mod: Member;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    asker = await makeMember(db, { username: 'asker' });
    helper = await makeMember(db, { username: 'helper' });
    mod = await makeMember(db, { username: 'mod', role_id: RoleId.moderator });
    await makeTag(db, 'points');
  });
  afterEach(async () => assert.deepEqual((await checkLedger(db)).problems, []));
  after(() => t.close());

  const escrow = (id: string) => systemAccountBalance(db, 'escrow', id);
  /** Answers a paid post, unlocking it first (a reader who has not paid cannot join its discussion). */
  const answer = async (m: Member, qid: string) => {
    if (m !== asker) {
      await grantPoints(db, m.user.id, 100);
      assert.equal((await callAs(t, m.token, 'POST', 'question/buy', { question_id: qid })).statusCode, 200);
    }
    const res = await callAs(t, m.token, 'POST', 'answer', { question_id: qid, content: `An answer by ${m.user.username}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.info.id as string;
  };
  const accept = (m: Member, qid: string, aid: string) => callAs(t, m.token, 'POST', 'answer/acceptance', { question_id: qid, answer_id: aid });

  it('asking without the reward in points is refused and writes nothing', async () => {
    const before = await db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await callAs(t, asker.token, 'POST', 'question', {
      title: 'Too rich for me',
      content: 'I offer more than I have',
      tags: [{ slug_name: 'points' }],
      content_type: ContentType.question,
      score: 30,
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.points.insufficient');
    const after = await db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
  });

  it('a reader who has not paid cannot answer or comment', async () => {
    await grantPoints(db, asker.user.id, 5);
    const qid = await askWithPoints(t, asker.token, { content_type: ContentType.question, score: 5 });
    const stranger = await makeMember(db);
    const res = await callAs(t, stranger.token, 'POST', 'answer', { question_id: qid, content: 'I have not read it but...' });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().msg, 'Unlock this post to read and join its discussion.');
    assert.equal((await callAs(t, stranger.token, 'POST', 'comment', { object_id: qid, original_text: 'How much is it really?' })).statusCode, 403);
  });

  it('the reward waits in escrow, goes to the accepted answer, and the acceptance then stays', async () => {
    await grantPoints(db, asker.user.id, 100);
    const qid = await askWithPoints(t, asker.token, { content_type: ContentType.question, score: 30 });
    assert.equal(await pointsOf(db, asker.user.id), 70);
    assert.equal(await escrow(qid), 30);
    const a = await answer(helper, qid);
    const other = await makeMember(db);
    const b = await answer(other, qid);
    const helperBefore = await pointsOf(db, helper.user.id);
    assert.equal((await accept(asker, qid, a)).statusCode, 200);
    assert.equal(await pointsOf(db, helper.user.id), helperBefore + 30);
    assert.equal(await escrow(qid), 0);
    assert.equal((await accept(asker, qid, b)).json().reason, 'error.answer.accept_locked');
    assert.equal((await accept(asker, qid, '')).json().reason, 'error.answer.accept_locked');
    const line = (await callAs(t, helper.token, 'GET', 'user/points/statement', {})).json().data.list[0];
    assert.deepEqual({ kind: line.kind, amount: line.amount, question_id: line.question_id }, { kind: 'reward_paid', amount: 30, question_id: qid });
    // Deleting it now refunds nothing: the reward was paid.
    const askerBefore = await pointsOf(db, asker.user.id);
    assert.equal((await callAs(t, mod.token, 'DELETE', 'question', { id: qid })).statusCode, 200);
    assert.equal(await pointsOf(db, asker.user.id), askerBefore);
  });

  it('the author cannot be paid their own reward', async () => {
    await grantPoints(db, asker.user.id, 10);
    const qid = await askWithPoints(t, asker.token, { content_type: ContentType.bounty, score: 10 });
    const own = await answer(asker, qid);
    const res = await accept(asker, qid, own);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.points.own_reward');
    assert.equal(await escrow(qid), 10);
  });

  it('deleting before acceptance refunds the escrow; recovering takes it again, or refuses without the points', async () => {
    const poor = await makeMember(db, { username: 'poor' });
    await grantPoints(db, poor.user.id, 20);
    const qid = await askWithPoints(t, poor.token, { content_type: ContentType.question, score: 20 });
    assert.equal(await pointsOf(db, poor.user.id), 0);
    assert.equal((await callAs(t, poor.token, 'DELETE', 'question', { id: qid })).statusCode, 200);
    assert.equal(await pointsOf(db, poor.user.id), 20);
    assert.equal(await escrow(qid), 0);
    const refund = (await callAs(t, poor.token, 'GET', 'user/points/statement', {})).json().data.list[0];
    assert.deepEqual({ kind: refund.kind, amount: refund.amount }, { kind: 'reward_refund', amount: 20 });

    assert.equal((await callAs(t, poor.token, 'POST', 'question/recover', { question_id: qid })).statusCode, 200);
    assert.equal(await pointsOf(db, poor.user.id), 0);
    assert.equal(await escrow(qid), 20);

    assert.equal((await callAs(t, poor.token, 'DELETE', 'question', { id: qid })).statusCode, 200);
    // Spend the refund elsewhere, then ask staff to recover: the reward is no longer there to hold.
    const spend = await askWithPoints(t, poor.token, { content_type: ContentType.bounty, score: 15 });
    assert.ok(spend);
    const res = await callAs(t, mod.token, 'POST', 'question/recover', { question_id: qid });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.points.author_insufficient');
    const row = await db.selectFrom('posts').select('status').where('id', '=', qid).executeTakeFirstOrThrow();
    assert.equal(row.status, 10, 'the post stays deleted');
  });

  it('an edit changes the reward by the difference until someone has bought the post; only the author may', async () => {
    await grantPoints(db, asker.user.id, 50);
    const start = await pointsOf(db, asker.user.id);
    const qid = await askWithPoints(t, asker.token, { content_type: ContentType.question, score: 10 });
    const edit = (m: Member, score: number) =>
      callAs(t, m.token, 'PUT', 'question', { id: qid, title: 'A post with new points', content: 'The locked body, edited', tags: [{ slug_name: 'points' }], score });
    assert.equal((await edit(asker, 25)).statusCode, 200);
    assert.equal(await escrow(qid), 25);
    assert.equal(await pointsOf(db, asker.user.id), start - 25);
    assert.equal((await edit(asker, 5)).statusCode, 200);
    assert.equal(await escrow(qid), 5);
    assert.equal(await pointsOf(db, asker.user.id), start - 5);
    const byMod = await edit(mod, 50);
    assert.equal(byMod.json().data?.[0]?.error_msg ?? byMod.json().msg, 'Only the author can change the points of a post.');
    await grantPoints(db, helper.user.id, 5);
    assert.equal((await callAs(t, helper.token, 'POST', 'question/buy', { question_id: qid })).statusCode, 200);
    const locked = await edit(asker, 6);
    assert.equal(locked.statusCode, 400);
    assert.match(locked.body, /cannot change/);
    assert.equal(await escrow(qid), 5);
  });
});
