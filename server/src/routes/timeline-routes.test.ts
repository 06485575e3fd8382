// Timelines, rollback and suggested edits through the API: the entries each change records, who sees vote entries,
// the revision detail, staff rollback, a member's edit waiting for review, approve and reject, access by role.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, PRIVILEGE_KEYS, timelineDetailSchema, timelineSchema, unreviewedRevisionPageSchema, type Timeline } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makeTag } from '../test-support/factories.js';
import { callAs, makeVisitors, type StateVisitor, type Visitor } from '../test-support/question-state-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** The reputation this suite's privilege table asks for editing others' posts, answers and tags at once. */
const DIRECT_EDIT_REPUTATION = 2000;

describe('timelines, rollback and suggested edits', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let v: Record<StateVisitor, Visitor>;
  let tag = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    v = await makeVisitors(db);
    tag = (await makeTag(db, 'timelines')).slug_name;
    // Every member may act and suggest edits; editing others' things at once takes DIRECT_EDIT_REPUTATION.
    const table = PRIVILEGE_KEYS.map((key) => ({ key, value: key.endsWith('.edit_without_review') ? DIRECT_EDIT_REPUTATION : 1 }));
    const set = await t.inject({
      method: 'PUT',
      url: '/answer/admin/api/setting/privileges',
      payload: { level: 99, custom_privileges: table },
      headers: { authorization: await t.login() },
    });
    assert.equal(set.statusCode, 200, set.body);
  });
  after(() => t.close());

  const as = (who: StateVisitor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => callAs(t, v[who].token, method, path, body);
  const ok = async (who: StateVisitor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const res = await as(who, method, path, body);
    assert.equal(res.statusCode, 200, `${method} ${path}: ${res.body}`);
    return (res.json() as { data: unknown }).data;
  };
  const reasonOf = (res: { json(): unknown }) => (res.json() as { reason: string }).reason;
  const timeline = async (who: StateVisitor, qs: string): Promise<Timeline> =>
    envelopeSchema(timelineSchema).parse((await as(who, 'GET', `/activity/timeline?${qs}`)).json()).data;
  const types = (tl: Timeline) => tl.timeline.map((i) => i.activity_type);

  const ask = async (title = 'A question about timelines') =>
    (await ok('author', 'POST', '/question', { title, content: 'The first body of it.', tags: [{ slug_name: tag }], content_type: 1 })) as { id: string };
  const edit = (who: StateVisitor, id: string, content: string, extra: Record<string, unknown> = {}) =>
    as(who, 'PUT', '/question', { id, title: 'A question about timelines', content, tags: [{ slug_name: tag }], ...extra });

  it('records creation, edits and every state change of a post, with who and the close message', async () => {
    const { id } = await ask();
    assert.equal((await edit('author', id, 'The second body of it.', { edit_summary: 'fix typo' })).statusCode, 200);
    await ok('moderator', 'PUT', '/question/status', { id, close_type: 1, close_msg: 'duplicate of another' });
    await ok('moderator', 'PUT', '/question/reopen', { question_id: id });
    await ok('moderator', 'PUT', '/question/operation', { id, operation: 'pin' });
    await ok('moderator', 'PUT', '/question/operation', { id, operation: 'unpin' });
    await ok('moderator', 'PUT', '/question/operation', { id, operation: 'hide' });
    await ok('moderator', 'PUT', '/question/operation', { id, operation: 'show' });
    await ok('moderator', 'DELETE', '/question', { id });
    await ok('moderator', 'POST', '/question/recover', { question_id: id });
    const tl = await timeline('member', `object_id=${id}`);
    assert.deepEqual(types(tl), ['asked', 'edited', 'closed', 'reopened', 'pin', 'unpin', 'hide', 'show', 'deleted', 'undeleted']);
    assert.equal(tl.object_info.object_type, 'question');
    assert.equal(tl.object_info.username, v.author.username);
    const [asked, edited, closed] = tl.timeline;
    assert.equal(asked!.username, v.author.username);
    assert.equal(edited!.comment, 'fix typo');
    assert.notEqual(edited!.revision_id, '0');
    assert.equal(closed!.comment, 'duplicate of another');
    assert.equal(closed!.user_info?.username, v.moderator.username);
    assert.equal(closed!.revision_id, '0');
  });

  it('records answers: answered, edited, accept (cancelled when taken back), deleted, undeleted', async () => {
    const { id: qid } = await ask('A question with an answer');
    const answer = (await ok('member', 'POST', '/answer', { question_id: qid, content: 'An answer body.' })) as { info: { id: string } };
    const aid = answer.info.id;
    await ok('member', 'PUT', '/answer', { id: aid, content: 'An edited answer body.', edit_summary: 'better' });
    await ok('author', 'POST', '/answer/acceptance', { question_id: qid, answer_id: aid });
    await ok('author', 'POST', '/answer/acceptance', { question_id: qid, answer_id: '' });
    await ok('moderator', 'DELETE', '/answer', { id: aid });
    await ok('moderator', 'POST', '/answer/recover', { answer_id: aid });
    const tl = await timeline('member', `object_id=${aid}`);
    assert.deepEqual(types(tl), ['answered', 'edited', 'accept', 'deleted', 'undeleted']);
    assert.equal(tl.object_info.object_type, 'answer');
    assert.equal(tl.object_info.question_id, qid);
    assert.equal(tl.timeline[2]!.cancelled, true);
    assert.ok(tl.timeline[2]!.cancelled_at > 0);
  });

  it('vote entries are for staff who ask for them; a withdrawn vote stays, cancelled', async () => {
    const { id } = await ask('A question to vote on');
    await ok('member', 'POST', '/vote/up', { object_id: id });
    await ok('member', 'POST', '/vote/up', { object_id: id, is_cancel: true });
    await ok('admin', 'POST', '/vote/down', { object_id: id });
    assert.deepEqual(types(await timeline('member', `object_id=${id}&show_vote=true`)), ['asked']);
    assert.deepEqual(types(await timeline('moderator', `object_id=${id}`)), ['asked']);
    const staff = await timeline('moderator', `object_id=${id}&show_vote=true`);
    assert.deepEqual(types(staff), ['asked', 'upvote', 'downvote']);
    assert.equal(staff.timeline[1]!.cancelled, true);
    assert.equal(staff.timeline[2]!.cancelled, false);
  });

  it('the detail gives a revision and the one before it; a priced post keeps its text from non-buyers', async () => {
    const { id } = await ask('A question to compare');
    await edit('author', id, 'The changed body.');
    const tl = await timeline('member', `object_id=${id}`);
    const [first, second] = tl.timeline.map((i) => i.revision_id);
    const res = await as('member', 'GET', `/activity/timeline/detail?new_revision_id=${second}&old_revision_id=${first}`);
    const detail = envelopeSchema(timelineDetailSchema).parse(res.json()).data;
    assert.equal(detail.old_revision?.original_text, 'The first body of it.');
    assert.equal(detail.new_revision?.original_text, 'The changed body.');
    assert.deepEqual(detail.new_revision?.tags.map((x) => x.slug_name), [tag]);
    const firstOnly = envelopeSchema(timelineDetailSchema).parse((await as('member', 'GET', `/activity/timeline/detail?new_revision_id=${first}&old_revision_id=0`)).json()).data;
    assert.equal(firstOnly.old_revision, null);
    assert.equal((await as('member', 'GET', '/activity/timeline/detail?new_revision_id=999999999')).statusCode, 404);
    await db.updateTable('posts').set({ score: 5 }).where('id', '=', id).execute();
    assert.equal((await as('member', 'GET', `/activity/timeline/detail?new_revision_id=${second}&old_revision_id=${first}`)).statusCode, 404);
    assert.equal((await as('moderator', 'GET', `/activity/timeline/detail?new_revision_id=${second}&old_revision_id=${first}`)).statusCode, 200);
  });

  it('access: timelines need login; a deleted post is for its author and staff; review is staff only', async () => {
    const { id } = await ask('A question to delete');
    assert.equal((await as('anonymous', 'GET', `/activity/timeline?object_id=${id}`)).statusCode, 401);
    await ok('moderator', 'DELETE', '/question', { id });
    assert.equal((await as('member', 'GET', `/activity/timeline?object_id=${id}`)).statusCode, 404);
    assert.equal((await as('author', 'GET', `/activity/timeline?object_id=${id}`)).statusCode, 200);
    assert.equal((await as('admin', 'GET', `/activity/timeline?object_id=${id}`)).statusCode, 200);
    assert.equal((await as('member', 'GET', '/revisions/unreviewed')).statusCode, 403);
    assert.equal((await as('member', 'PUT', '/revisions/audit', { id: '1', operation: 'approve' })).statusCode, 403);
    assert.equal((await as('anonymous', 'GET', '/revisions/unreviewed')).statusCode, 401);
  });

  it('staff roll a post back to an earlier revision: a new revision, recorded as rollback; members may not', async () => {
    const { id } = await ask('A question to roll back');
    await edit('author', id, 'A vandalised body.');
    const before = await timeline('moderator', `object_id=${id}`);
    const firstRev = before.timeline[0]!.revision_id;
    const refused = await edit('author', id, 'The first body of it.', { rollback_revision_id: firstRev });
    assert.equal(refused.statusCode, 403);
    assert.equal(reasonOf(refused), 'error.revision.rollback_forbidden');
    const wrong = await edit('moderator', id, 'The first body of it.', { rollback_revision_id: '999999999' });
    assert.equal(wrong.statusCode, 400);
    assert.equal((await edit('moderator', id, 'The first body of it.', { rollback_revision_id: firstRev, edit_summary: 'Rolled back' })).statusCode, 200);
    const after = await timeline('moderator', `object_id=${id}`);
    assert.deepEqual(types(after), ['asked', 'edited', 'rollback']);
    assert.equal(after.timeline[2]!.comment, 'Rolled back');
    const post = await db.selectFrom('posts').select('original_text').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(post.original_text, 'The first body of it.');
  });

  it("a member's edit of another's post waits for review; approving applies it and tells the member", async () => {
    const { id } = await ask('A question to improve');
    const res = await edit('member', id, 'A better body from a member.', { edit_summary: 'clearer' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as { data: { wait_for_review: boolean } }).data.wait_for_review, true);
    const post = await db.selectFrom('posts').select('original_text').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(post.original_text, 'The first body of it.', 'unchanged until approved');
    assert.deepEqual(types(await timeline('member', `object_id=${id}`)), ['asked']);
    // One suggestion at a time: the edit check and a second edit say so.
    const check = await as('member', 'GET', `/revisions/edit/check?id=${id}`);
    assert.equal(check.statusCode, 400);
    assert.equal(reasonOf(check), 'error.revision.review_underway');
    assert.equal(reasonOf(await edit('member', id, 'Another go.')), 'error.revision.review_underway');
    // Reviewers see the queue's size in their status; members do not review.
    const staffStatus = (await ok('moderator', 'GET', '/notification/status')) as { revision: number; can_revision: boolean };
    assert.ok(staffStatus.revision >= 1 && staffStatus.can_revision);
    const memberStatus = (await ok('member', 'GET', '/notification/status')) as { revision: number; can_revision: boolean };
    assert.deepEqual([memberStatus.revision, memberStatus.can_revision], [0, false]);
    // The reviewer sees it with the current version to compare.
    const page = envelopeSchema(unreviewedRevisionPageSchema).parse((await as('moderator', 'GET', '/revisions/unreviewed?type=question')).json()).data;
    const item = page.list.find((i) => i.info.object_id === id)!;
    assert.ok(item, 'listed for review');
    assert.equal(item.unreviewed_info.content.original_text, 'A better body from a member.');
    assert.equal(item.info.current.original_text, 'The first body of it.');
    assert.equal(item.unreviewed_info.reason, 'clearer');
    await ok('moderator', 'PUT', '/revisions/audit', { id: item.unreviewed_info.id, operation: 'approve' });
    const applied = await db.selectFrom('posts').select(['original_text', 'last_edit_user_id']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(applied.original_text, 'A better body from a member.');
    assert.equal(applied.last_edit_user_id, v.member.id);
    const tl = await timeline('member', `object_id=${id}`);
    assert.deepEqual(types(tl), ['asked', 'edited']);
    assert.equal(tl.timeline[1]!.username, v.member.username);
    const again = await as('moderator', 'PUT', '/revisions/audit', { id: item.unreviewed_info.id, operation: 'reject' });
    assert.equal(reasonOf(again), 'error.revision.already_reviewed');
    const told = await db.selectFrom('notification_events').select(['kind', 'action']).where('user_id', '=', v.member.id!).where('object_id', '=', id).execute();
    assert.deepEqual(told, [{ kind: 'edit', action: 'edit_approved' }]);
  });

  it('rejecting a suggested answer edit leaves the answer and the timeline as they were', async () => {
    const { id: qid } = await ask('A question whose answer gets a suggestion');
    const answer = (await ok('author', 'POST', '/answer', { question_id: qid, content: 'The author answers.' })) as { info: { id: string } };
    const aid = answer.info.id;
    const res = await as('member', 'PUT', '/answer', { id: aid, content: 'A suggested answer text.' });
    assert.equal((res.json() as { data: { wait_for_review: boolean } }).data.wait_for_review, true);
    const page = envelopeSchema(unreviewedRevisionPageSchema).parse((await as('admin', 'GET', '/revisions/unreviewed?type=answer')).json()).data;
    const item = page.list[0]!;
    assert.equal(item.type, 'answer');
    assert.equal(item.info.object_id, aid);
    await ok('admin', 'PUT', '/revisions/audit', { id: item.unreviewed_info.id, operation: 'reject' });
    const row = await db.selectFrom('answers').select('original_text').where('id', '=', aid).executeTakeFirstOrThrow();
    assert.equal(row.original_text, 'The author answers.');
    assert.deepEqual(types(await timeline('member', `object_id=${aid}`)), ['answered']);
    const told = await db.selectFrom('notification_events').select('action').where('user_id', '=', v.member.id!).where('object_id', '=', aid).execute();
    assert.deepEqual(told, [{ action: 'edit_rejected' }]);
    // The member can suggest again once the first was decided.
    assert.equal((await as('member', 'GET', `/revisions/edit/check?id=${aid}`)).statusCode, 200);
  });

  it('a member with the direct-edit reputation edits at once; tags get suggestions, timelines and rollback too', async () => {
    const { id } = await ask('A question for a trusted member');
    await db.updateTable('users').set({ rank: DIRECT_EDIT_REPUTATION }).where('id', '=', v.member.id!).execute();
    const res = await edit('member', id, 'A trusted edit.');
    assert.equal((res.json() as { data: { wait_for_review: boolean } }).data.wait_for_review, false);
    await db.updateTable('users').set({ rank: 1 }).where('id', '=', v.member.id!).execute();

    const created = (await ok('moderator', 'POST', '/tag', { slug_name: 'tl-tag', display_name: 'TL tag', original_text: 'First words.' })) as { tag_id: string };
    const suggestion = await as('member', 'PUT', '/tag', { tag_id: created.tag_id, original_text: 'Suggested words.' });
    assert.equal((suggestion.json() as { data: { wait_for_review: boolean } }).data.wait_for_review, true);
    const page = envelopeSchema(unreviewedRevisionPageSchema).parse((await as('moderator', 'GET', '/revisions/unreviewed?type=tag')).json()).data;
    await ok('moderator', 'PUT', '/revisions/audit', { id: page.list[0]!.unreviewed_info.id, operation: 'approve' });
    const tagTl = await timeline('member', `object_id=${created.tag_id}&object_type=tag`);
    assert.deepEqual(types(tagTl), ['created', 'edited']);
    assert.equal(tagTl.object_info.slug_name, 'tl-tag');
    const firstRev = tagTl.timeline[0]!.revision_id;
    await ok('moderator', 'PUT', '/tag', { tag_id: created.tag_id, original_text: 'First words.', rollback_revision_id: firstRev });
    await ok('moderator', 'DELETE', '/tag', { tag_id: created.tag_id });
    await ok('moderator', 'POST', '/tag/recover', { tag_id: created.tag_id });
    assert.deepEqual(types(await timeline('member', `object_id=${created.tag_id}&object_type=tag`)), ['created', 'edited', 'rollback', 'deleted', 'undeleted']);
  });
});
