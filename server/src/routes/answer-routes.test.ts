import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { highPresetWithSuggestions } from '../test-support/privileges.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('answers: write, edit, delete, recover, list', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: Member;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let mod: Member;

  before(async () => {
    t = await createTestApp({ installed: true });
    // Answer's high preset (a new member creates no tags and edits others' posts only as suggestions for review).
    await highPresetWithSuggestions(t.app.site.db);
    db = t.app.site.db;
    author = await makeMember(db, { username: 'qauthor' });
    alice = await makeMember(db, { username: 'alice' });
    bob = await makeMember(db, { username: 'bob' });
    carol = await makeMember(db, { username: 'carol' });
    mod = await makeMember(db, { username: 'mod', role_id: RoleId.moderator });
  });
  after(() => t.close());

  const newQuestion = async (p: Partial<Parameters<typeof makePost>[1]> = {}) => (await makePost(db, { user_id: author.user.id, ...p })).id;
  const answer = async (who: Member, questionId: string, content = 'A helpful answer **bold**', extra: Record<string, unknown> = {}) =>
    callAs(t, who.token, 'POST', 'answer', { question_id: questionId, content, ...extra });
  const post = (id: string) => db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const user = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const page = async (who: Member | null, questionId: string, extra: Record<string, unknown> = {}) => {
    const res = await callAs(t, who?.token ?? null, 'GET', 'answer/page', { question_id: questionId, ...extra });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { count: number; list: Array<Record<string, unknown> & { id: string; user_info: { username: string } }> };
  };

  it('creates an answer: html, counters, revision and notification events in one go', async () => {
    const qid = await newQuestion();
    await db.insertInto('post_follows').values({ user_id: carol.user.id, post_id: qid }).execute();
    const before = await user(alice.user.id);
    const res = await answer(alice, qid);
    assert.equal(res.statusCode, 200, res.body);
    const { info, question } = res.json().data;
    assert.equal(info.html, '<p>A helpful answer <strong>bold</strong></p>');
    assert.equal(info.accepted, 1);
    assert.equal(info.is_private, false);
    assert.equal(info.user_info.username, 'alice');
    assert.deepEqual(info.member_actions.map((a: { action: string }) => a.action), ['edit', 'delete']);
    assert.equal(question.answer_count, 1);
    const p = await post(qid);
    assert.equal(p.answer_count, 1);
    assert.equal(p.first_answer_id, info.id);
    assert.equal(p.last_answer_id, info.id);
    assert.ok(p.active_at.getTime() >= p.created_at.getTime());
    assert.equal((await user(alice.user.id)).answer_count, before.answer_count + 1);
    const revs = await db.selectFrom('revisions').selectAll().where('object_id', '=', info.id).execute();
    assert.equal(revs.length, 1);
    assert.equal(revs[0]!.object_type, 'answer');
    const events = await db.selectFrom('notification_events').select(['user_id', 'kind']).where('object_id', '=', info.id).orderBy('user_id').execute();
    assert.deepEqual(events.map((e) => [e.user_id, e.kind]).sort(), [[author.user.id, 'answer'], [carol.user.id, 'answer']].sort());
  });

  it('rejects bad input with field errors, never a 500', async () => {
    const qid = await newQuestion();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ question_id: qid, content: 'short' }, 'content', 'Answer must be at least 6 characters.'],
      [{ question_id: qid, content: '      ' }, 'content', 'Answer content cannot be empty.'],
      [{ question_id: qid }, 'content', 'This field is required.'],
      [{ question_id: qid, content: 'x'.repeat(65536) }, 'content', 'Answer cannot exceed 65535 characters.'],
      [{ question_id: 'abc', content: 'long enough' }, 'question_id', 'The ID is not valid.'],
      [{ content: 'long enough' }, 'question_id', 'This field is required.'],
      [{ question_id: qid, content: 'long enough', is_private: 'yes' }, 'is_private', 'This value is not valid.'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await callAs(t, bob.token, 'POST', 'answer', payload);
      assert.equal(res.statusCode, 400, res.body);
      const item = res.json().data.find((d: { error_field: string }) => d.error_field === field);
      assert.equal(item?.error_msg, msg, `${JSON.stringify(payload).slice(0, 80)}: ${res.body.slice(0, 300)}`);
    }
    for (const [method, path, payload] of [
      ['PUT', 'answer', { id: 'x', content: 'long enough' }],
      ['PUT', 'answer', { id: '1', content: 'tiny', edit_summary: 'x'.repeat(301) }],
      ['DELETE', 'answer', {}],
      ['POST', 'answer/recover', { answer_id: '' }],
      ['POST', 'answer/acceptance', { question_id: qid, answer_id: 'nope' }],
      ['GET', 'answer/page', { question_id: qid, order: 'random' }],
      ['GET', 'answer/page', { question_id: qid, page: 0 }],
      ['GET', 'answer/info', { id: '-1' }],
      ['GET', 'revisions/edit/check', {}],
    ] as const) {
      const res = await callAs(t, bob.token, method, path, payload);
      assert.equal(res.statusCode, 400, `${method} ${path}: ${res.body}`);
      assert.ok(Array.isArray(res.json().data) && res.json().data.length > 0, res.body);
    }
    const both = await callAs(t, bob.token, 'PUT', 'answer', { id: '1', content: 'tiny', edit_summary: 'x'.repeat(301) });
    assert.deepEqual(both.json().data.map((d: { error_field: string }) => d.error_field).sort(), ['content', 'edit_summary']);
  });

  it('one answer per user per question unless restrict_answer is off, also under concurrent requests', async () => {
    const qid = await newQuestion();
    const results = await Promise.all(Array.from({ length: 5 }, () => answer(bob, qid)));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400, 400, 400, 400]);
    const refused = results.find((r) => r.statusCode === 400)!.json();
    assert.equal(refused.reason, 'error.answer.already_answered');
    assert.equal(refused.data.err_type, 'toast');
    assert.equal((await post(qid)).answer_count, 1);

    await writeSettings(db, { write: { restrict_answer: false } });
    try {
      const more = await Promise.all([answer(bob, qid), answer(bob, qid)]);
      assert.deepEqual(more.map((r) => r.statusCode), [200, 200]);
      assert.equal((await post(qid)).answer_count, 3);
    } finally {
      await writeSettings(db, { write: { restrict_answer: true } });
    }
  });

  it('no answers on closed, deleted, pending or missing posts', async () => {
    const closed = await answer(bob, await newQuestion({ status: 2 }));
    assert.equal(closed.statusCode, 400);
    assert.equal(closed.json().reason, 'error.answer.question_closed');
    assert.equal((await answer(bob, await newQuestion({ status: 10 }))).statusCode, 404);
    assert.equal((await answer(bob, await newQuestion({ status: 11 }))).statusCode, 404, 'a pending post is hidden from others');
    const pendingOwn = await answer(author, await newQuestion({ status: 11 }));
    assert.equal(pendingOwn.json().reason, 'error.answer.question_pending');
    assert.equal((await answer(bob, '999999999')).statusCode, 404);
  });

  it("edits: answerer or staff, with revision, editor and edit time; others' edits wait for review", async () => {
    const qid = await newQuestion();
    const id = (await answer(alice, qid)).json().data.info.id as string;
    const edit = await callAs(t, alice.token, 'PUT', 'answer', { id, question_id: qid, content: 'Edited _content_ here', edit_summary: 'typo' });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().data.info.html, '<p>Edited <em>content</em> here</p>');
    assert.ok(edit.json().data.info.edit_time > 0);
    assert.equal(edit.json().data.wait_for_review, false);
    const other = await callAs(t, bob.token, 'PUT', 'answer', { id, content: 'Hijacked content' });
    assert.equal(other.statusCode, 200, other.body);
    assert.equal(other.json().data.wait_for_review, true);
    assert.equal(other.json().data.info.html, '<p>Edited <em>content</em> here</p>', 'unchanged until reviewed');
    const byMod = await callAs(t, mod.token, 'PUT', 'answer', { id, content: 'Moderated content' });
    assert.equal(byMod.statusCode, 200, byMod.body);
    assert.equal(byMod.json().data.info.update_user_info.username, 'mod');
    const revs = await db.selectFrom('revisions').select(['user_id', 'summary']).where('object_id', '=', id).orderBy('id').execute();
    const shown = await db.selectFrom('revisions').select(['user_id', 'summary']).where('object_id', '=', id).where('status', '=', 1).orderBy('id').execute();
    assert.deepEqual(shown.map((r) => [r.user_id, r.summary]), [[alice.user.id, ''], [alice.user.id, 'typo'], [mod.user.id, '']]);
    assert.equal(revs.length, 4, "bob's suggestion is kept, waiting");
    const wrongQuestion = await callAs(t, alice.token, 'PUT', 'answer', { id, question_id: await newQuestion(), content: 'Moved content' });
    assert.equal(wrongQuestion.statusCode, 404);
  });

  it('delete and recover keep counters right; the answerer sees their deleted answer, others do not', async () => {
    const qid = await newQuestion();
    const first = (await answer(alice, qid)).json().data.info.id as string;
    const second = (await answer(bob, qid)).json().data.info.id as string;
    const aliceCount = (await user(alice.user.id)).answer_count;
    assert.equal((await callAs(t, bob.token, 'DELETE', 'answer', { id: first })).statusCode, 403);
    const del = await callAs(t, alice.token, 'DELETE', 'answer', { id: first });
    assert.equal(del.statusCode, 200, del.body);
    const again = await callAs(t, alice.token, 'DELETE', 'answer', { id: first });
    assert.equal(again.json().reason, 'error.answer.deleted');
    let p = await post(qid);
    assert.equal(p.answer_count, 1);
    assert.equal(p.first_answer_id, second);
    assert.equal((await user(alice.user.id)).answer_count, aliceCount - 1);

    assert.deepEqual((await page(carol, qid)).list.map((a) => a.id), [second]);
    assert.deepEqual((await page(null, qid)).list.map((a) => a.id), [second]);
    const own = (await page(alice, qid)).list.find((a) => a.id === first)!;
    assert.equal(own.status, 10);
    assert.deepEqual((own.member_actions as { action: string }[]).map((a) => a.action), ['undelete']);
    const staffView = (await page(mod, qid)).list.find((a) => a.id === first)!;
    assert.equal(staffView.status, 10);
    assert.equal((await page(mod, qid)).count, 2);
    assert.equal((await callAs(t, carol.token, 'POST', 'answer/recover', { answer_id: first })).statusCode, 404);

    const rec = await callAs(t, mod.token, 'POST', 'answer/recover', { answer_id: first });
    assert.equal(rec.statusCode, 200, rec.body);
    assert.equal((await callAs(t, mod.token, 'POST', 'answer/recover', { answer_id: first })).json().reason, 'error.answer.not_deleted');
    p = await post(qid);
    assert.equal(p.answer_count, 2);
    assert.equal(p.first_answer_id, first);
    assert.equal(p.last_answer_id, second);
    assert.equal((await user(alice.user.id)).answer_count, aliceCount);

    // The answerer recovers their own; not when they answered again meanwhile (one answer per question).
    await callAs(t, bob.token, 'DELETE', 'answer', { id: second });
    assert.equal((await callAs(t, bob.token, 'POST', 'answer/recover', { answer_id: second })).statusCode, 200);
    await callAs(t, bob.token, 'DELETE', 'answer', { id: second });
    assert.equal((await answer(bob, qid)).statusCode, 200);
    const conflict = await callAs(t, bob.token, 'POST', 'answer/recover', { answer_id: second });
    assert.equal(conflict.json().reason, 'error.answer.recover_conflict');
  });

  it('private plans: seen by the question author, the answerer and staff only', async () => {
    const qid = await newQuestion();
    await db.insertInto('post_follows').values({ user_id: carol.user.id, post_id: qid }).execute();
    const res = await answer(alice, qid, 'My private plan text', { is_private: true });
    const id = res.json().data.info.id as string;
    assert.equal(res.json().data.info.is_private, true);
    await answer(bob, qid, 'A public answer text');
    const ids = async (who: Member | null) => (await page(who, qid)).list.map((a) => a.user_info.username).sort();
    assert.deepEqual(await ids(author), ['alice', 'bob']);
    assert.deepEqual(await ids(alice), ['alice', 'bob']);
    assert.deepEqual(await ids(mod), ['alice', 'bob']);
    assert.deepEqual(await ids(carol), ['bob']);
    assert.deepEqual(await ids(null), ['bob']);
    assert.equal((await page(carol, qid)).count, 1);
    assert.equal((await callAs(t, carol.token, 'GET', 'answer/info', { id })).statusCode, 404);
    assert.equal((await callAs(t, null, 'GET', 'answer/info', { id })).statusCode, 404);
    assert.equal((await callAs(t, author.token, 'GET', 'answer/info', { id })).statusCode, 200);
    // The follower is not told about a plan they cannot read.
    const told = await db.selectFrom('notification_events').select('user_id').where('object_id', '=', id).execute();
    assert.deepEqual(told.map((e) => e.user_id), [author.user.id]);
  });

  it('lists in each order with vote_status, the accepted answer first', async () => {
    const qid = await newQuestion();
    const a1 = (await answer(alice, qid, 'First answer text')).json().data.info.id as string;
    const a2 = (await answer(bob, qid, 'Second answer text')).json().data.info.id as string;
    const a3 = (await answer(carol, qid, 'Third answer text')).json().data.info.id as string;
    await db.updateTable('answers').set({ vote_count: 5 }).where('id', '=', a2).execute();
    await db.updateTable('answers').set({ updated_at: new Date(Date.now() + 60_000) }).where('id', '=', a1).execute();
    await db.insertInto('votes').values({ user_id: mod.user.id, object_id: a2, object_type: 'answer', object_user_id: bob.user.id, value: 1 }).execute();
    await db.insertInto('votes').values({ user_id: mod.user.id, object_id: a3, object_type: 'answer', object_user_id: carol.user.id, value: -1 }).execute();
    const order = async (o?: string) => (await page(null, qid, o ? { order: o } : {})).list.map((a) => a.id);
    assert.deepEqual(await order(), [a2, a1, a3]);
    assert.deepEqual(await order('vote'), [a2, a1, a3]);
    assert.deepEqual(await order('created'), [a3, a2, a1]);
    assert.equal((await order('updated'))[0], a1);
    const forMod = await page(mod, qid);
    assert.deepEqual(forMod.list.map((a) => a.vote_status), ['vote_up', '', 'vote_down']);
    assert.deepEqual(forMod.list.map((a) => (a.member_actions as unknown[]).length), [2, 2, 2]);
    assert.deepEqual((await page(null, qid)).list.map((a) => (a.member_actions as unknown[]).length), [0, 0, 0]);

    assert.equal((await callAs(t, author.token, 'POST', 'answer/acceptance', { question_id: qid, answer_id: a3 })).statusCode, 200);
    assert.deepEqual(await order(), [a3, a2, a1]);
    assert.deepEqual(await order('created'), [a3, a2, a1]);
    assert.deepEqual(await order('vote'), [a3, a2, a1]);

    const p2 = await page(null, qid, { page: 2, page_size: 2 });
    assert.equal(p2.count, 3);
    assert.equal(p2.list.length, 1);
    assert.equal((await callAs(t, null, 'GET', 'answer/page', { question_id: qid, page: 3, page_size: 2 })).statusCode, 404);
    assert.equal((await callAs(t, null, 'GET', 'answer/page', { question_id: await newQuestion({ status: 10 }) })).statusCode, 404);
  });

  it('answer/info gives the answer and its question', async () => {
    const qid = await newQuestion({ title: 'Info question' });
    const id = (await answer(alice, qid)).json().data.info.id as string;
    const res = await callAs(t, null, 'GET', 'answer/info', { id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.info.id, id);
    assert.equal(res.json().data.info.content, 'A helpful answer **bold**');
    assert.equal(res.json().data.question.title, 'Info question');
    assert.equal((await callAs(t, null, 'GET', 'answer/info', { id: '987654321' })).statusCode, 404);
  });

  it('the editable check: true for anyone who may edit or suggest; 400 while a suggestion waits; deleted answers', async () => {
    const qid = await newQuestion();
    const id = (await answer(alice, qid)).json().data.info.id as string;
    const check = (who: Member, objectId: string) => callAs(t, who.token, 'GET', 'revisions/edit/check', { id: objectId });
    assert.equal((await check(alice, id)).json().data, true);
    assert.equal((await check(mod, id)).json().data, true);
    assert.equal((await check(bob, id)).json().data, true, 'a member may suggest an edit');
    await callAs(t, bob.token, 'PUT', 'answer', { id, content: 'A suggestion' });
    const refused = await check(carol, id);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().reason, 'error.revision.review_underway');
    assert.equal(refused.json().msg, "Can't edit currently, there is a version in the review queue.");
    assert.equal((await check(author, qid)).json().data, true, 'the post author may edit the post');
    assert.equal((await check(bob, qid)).json().data, true);
    await callAs(t, alice.token, 'DELETE', 'answer', { id });
    assert.equal((await check(alice, id)).json().reason, 'error.answer.edit_deleted');
    assert.equal((await check(bob, id)).statusCode, 404);
    assert.equal((await check(bob, '987654321')).statusCode, 404);
  });
});
