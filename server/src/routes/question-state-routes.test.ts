// Post states through the API: close/reopen, delete/recover, pin/unpin, hide/show; their rules, field errors,
// effects on lists and on the detail, and the counters that move with deletion.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { envelopeSchema, questionDetailSchema, questionPageSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makeAnswer, makePost, makeTag } from '../test-support/factories.js';
import { callAs, makeVisitors, type StateVisitor, type Visitor } from '../test-support/question-state-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('post states', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let v: Record<StateVisitor, Visitor>;
  let tagId = '';
  let postId = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    v = await makeVisitors(db);
    tagId = (await makeTag(db, 'states')).id;
  });
  after(() => t.close());

  /** A fresh post by the author, counted like a created one (tag and user question_count 1). */
  beforeEach(async () => {
    postId = (await makePost(db, { user_id: v.author.id!, title: 'state post', tagIds: [tagId] })).id;
    await db.updateTable('tags').set({ question_count: 1 }).where('id', '=', tagId).execute();
    await db.updateTable('users').set({ question_count: 1 }).where('id', '=', v.author.id!).execute();
  });

  const as = (who: StateVisitor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    callAs(t, v[who].token, method, path, body);
  const info = async (who: StateVisitor, id = postId) => {
    const res = await as(who, 'GET', `/question/info?id=${id}`);
    return { status: res.statusCode, data: res.statusCode === 200 ? envelopeSchema(questionDetailSchema).parse(res.json()).data : null };
  };
  const list = async (qs = '') => {
    const res = await callAs(t, null, 'GET', `/question/page${qs}`);
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(questionPageSchema).parse(res.json()).data.list.map((q) => q.id);
  };
  const counts = async () => {
    const tag = await db.selectFrom('tags').select('question_count').where('id', '=', tagId).executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('question_count').where('id', '=', v.author.id!).executeTakeFirstOrThrow();
    return { tag: tag.question_count, user: user.question_count };
  };
  const reasonOf = (res: { json(): unknown }) => (res.json() as { reason: string }).reason;

  it('a moderator closes with a reason; the detail shows it; reopening clears it', async () => {
    const res = await as('moderator', 'PUT', '/question/status', { id: postId, close_type: 1, close_msg: 'https://example.com/questions/1' });
    assert.equal(res.statusCode, 200, res.body);
    const closed = (await info('member')).data!;
    assert.equal(closed.status, 2);
    assert.equal(closed.close_type, 1);
    assert.equal(closed.close_msg, 'https://example.com/questions/1');
    assert.ok((await list()).includes(postId), 'closed posts stay listed');
    const again = await as('moderator', 'PUT', '/question/status', { id: postId, close_type: 2 });
    assert.equal(again.statusCode, 400);
    assert.equal(reasonOf(again), 'error.question.already_closed');
    // The author did not close it: only staff reopen.
    assert.equal((await as('author', 'PUT', '/question/reopen', { question_id: postId })).statusCode, 403);
    assert.equal((await as('moderator', 'PUT', '/question/reopen', { question_id: postId })).statusCode, 200);
    const reopened = (await info('member')).data!;
    assert.deepEqual([reopened.status, reopened.close_type, reopened.close_msg], [1, 0, '']);
    const notClosed = await as('moderator', 'PUT', '/question/reopen', { question_id: postId });
    assert.equal(notClosed.statusCode, 400);
    assert.equal(reasonOf(notClosed), 'error.question.not_closed');
  });

  it('the author closes their own post and may reopen it', async () => {
    assert.equal((await as('author', 'PUT', '/question/status', { id: postId, close_type: 3 })).statusCode, 200);
    const actions = (await info('author')).data!.member_actions.map((a) => a.action);
    assert.ok(actions.includes('reopen') && !actions.includes('close'));
    assert.equal((await as('author', 'PUT', '/question/reopen', { question_id: postId })).statusCode, 200);
  });

  it('close: bad input answers field errors, never 500', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ id: postId }, 'close_type', 'Please select a reason.'],
      [{ id: postId, close_type: 9 }, 'close_type', 'Please select a reason.'],
      [{ id: postId, close_type: 'x' }, 'close_type', 'Please select a reason.'],
      [{ id: postId, close_type: 1 }, 'close_msg', 'Cannot be empty'],
      [{ id: postId, close_type: 4, close_msg: '   ' }, 'close_msg', 'Cannot be empty'],
      [{ id: postId, close_type: 4, close_msg: 'x'.repeat(501) }, 'close_msg', 'The text cannot exceed 500 characters.'],
      [{ id: 'abc', close_type: 2 }, 'id', 'The ID is not valid.'],
      [{ close_type: 2 }, 'id', 'This field is required.'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await as('moderator', 'PUT', '/question/status', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      const data = (res.json() as { data: { error_field: string; error_msg: string }[] }).data;
      assert.deepEqual(data.find((d) => d.error_field === field), { error_field: field, error_msg: msg }, JSON.stringify(body));
    }
    for (const [path, method, body] of [
      ['/question/reopen', 'PUT', { question_id: 5 }],
      ['/question/operation', 'PUT', { id: postId, operation: 'explode' }],
      ['/question/operation', 'PUT', { id: postId }],
      ['/question', 'DELETE', { id: '' }],
      ['/question/recover', 'POST', {}],
    ] as const) {
      const res = await as('admin', method, path, body);
      assert.equal(res.statusCode, 400, `${path} ${res.body}`);
      assert.ok(Array.isArray((res.json() as { data: unknown }).data), res.body);
    }
    const unknown = await as('moderator', 'PUT', '/question/status', { id: '999999999', close_type: 2 });
    assert.equal(unknown.statusCode, 404);
    const malformed = await t.inject({ method: 'PUT', url: '/answer/api/v1/question/status', headers: { authorization: v.admin.token!, 'content-type': 'application/json' }, payload: '{' });
    assert.equal(malformed.statusCode, 400);
  });

  it('the author deletes and recovers: status restored, counters move, 404 for others meanwhile', async () => {
    await as('moderator', 'PUT', '/question/status', { id: postId, close_type: 2 });
    // Closed by staff, the author may still delete (and recover what they deleted).
    assert.equal((await as('author', 'DELETE', '/question', { id: postId })).statusCode, 200);
    assert.deepEqual(await counts(), { tag: 0, user: 0 });
    const row = await db.selectFrom('posts').select(['status', 'status_before_delete', 'deleted_at']).where('id', '=', postId).executeTakeFirstOrThrow();
    assert.deepEqual([row.status, row.status_before_delete, row.deleted_at instanceof Date], [10, 2, true]);
    assert.ok(!(await list()).includes(postId));
    assert.equal((await info('member')).status, 404);
    assert.equal((await info('anonymous')).status, 404);
    const seen = (await info('author')).data!;
    assert.equal(seen.status, 10);
    assert.ok(seen.deleted_at > 0);
    assert.deepEqual(seen.member_actions.map((a) => a.action), ['undelete']);
    const twice = await as('author', 'DELETE', '/question', { id: postId });
    assert.equal(twice.statusCode, 400);
    assert.equal(reasonOf(twice), 'error.question.already_deleted');
    assert.equal((await as('member', 'POST', '/question/recover', { question_id: postId })).statusCode, 404);
    assert.equal((await as('author', 'POST', '/question/recover', { question_id: postId })).statusCode, 200);
    assert.deepEqual(await counts(), { tag: 1, user: 1 });
    assert.equal((await info('member')).data!.status, 2, 'back to closed, as before');
    const notDeleted = await as('author', 'POST', '/question/recover', { question_id: postId });
    assert.equal(notDeleted.statusCode, 400);
    assert.equal(reasonOf(notDeleted), 'error.question.not_deleted');
  });

  it('what staff deleted only staff recover; an answered post is not the author\'s to delete', async () => {
    assert.equal((await as('moderator', 'DELETE', '/question', { id: postId })).statusCode, 200);
    assert.deepEqual((await info('author')).data!.member_actions, []);
    assert.equal((await as('author', 'POST', '/question/recover', { question_id: postId })).statusCode, 403);
    assert.equal((await as('admin', 'POST', '/question/recover', { question_id: postId })).statusCode, 200);
    await makeAnswer(db, postId, v.member.id!);
    const answered = await as('author', 'DELETE', '/question', { id: postId });
    assert.equal(answered.statusCode, 400);
    assert.equal(reasonOf(answered), 'error.question.cannot_delete_answered');
    assert.ok(!(await info('author')).data!.member_actions.some((a) => a.action === 'delete'));
    assert.equal((await as('admin', 'DELETE', '/question', { id: postId })).statusCode, 200);
  });

  it('deleting at the same time counts once', async () => {
    const results = await Promise.all([...Array(6)].map(() => as('admin', 'DELETE', '/question', { id: postId })));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400, 400, 400, 400, 400]);
    assert.deepEqual(await counts(), { tag: 0, user: 0 });
    const back = await Promise.all([...Array(4)].map(() => as('admin', 'POST', '/question/recover', { question_id: postId })));
    assert.equal(back.filter((r) => r.statusCode === 200).length, 1);
    assert.deepEqual(await counts(), { tag: 1, user: 1 });
  });

  it('pin puts the post first in every order and kind; unpin puts it back', async () => {
    const other = await makePost(db, { user_id: v.member.id!, title: 'newer', vote_count: 99, view_count: 999, hot_score: 999, content_type: 2 });
    await db.updateTable('posts').set({ created_at: new Date(Date.now() - 86_400_000), active_at: new Date(Date.now() - 86_400_000) }).where('id', '=', postId).execute();
    assert.equal((await as('moderator', 'PUT', '/question/operation', { id: postId, operation: 'pin' })).statusCode, 200);
    assert.equal((await as('moderator', 'PUT', '/question/operation', { id: postId, operation: 'pin' })).statusCode, 200, 'repeating is a no-op');
    for (const order of ['newest', 'active', 'hot', 'frequent', 'score', 'unanswered']) {
      assert.equal((await list(`?order=${order}`))[0], postId, order);
    }
    assert.equal((await list('?content_type=1'))[0], postId);
    assert.equal((await list('?tag=states'))[0], postId);
    const pinned = (await info('member')).data!;
    assert.equal(pinned.pin, 2);
    assert.ok(pinned.pinned_at > 0);
    assert.equal((await as('admin', 'PUT', '/question/operation', { id: postId, operation: 'unpin' })).statusCode, 200);
    assert.equal((await list('?order=score'))[0], other.id);
    assert.equal((await info('member')).data!.pinned_at, 0);
    await db.deleteFrom('posts').where('id', '=', other.id).execute();
  });

  it('hide unlists (gone from lists, still opens by link); show lists it again', async () => {
    assert.equal((await as('admin', 'PUT', '/question/operation', { id: postId, operation: 'hide' })).statusCode, 200);
    assert.ok(!(await list()).includes(postId));
    assert.ok(!(await list('?tag=states')).includes(postId));
    const byLink = await info('anonymous');
    assert.equal(byLink.status, 200);
    assert.equal(byLink.data!.show, 2);
    assert.ok((await info('admin')).data!.member_actions.some((a) => a.action === 'show'));
    assert.equal((await as('admin', 'PUT', '/question/operation', { id: postId, operation: 'show' })).statusCode, 200);
    assert.ok((await list()).includes(postId));
  });

  it('pin, unpin, hide and show are staff only; nothing but recovery on a deleted post', async () => {
    for (const operation of ['pin', 'unpin', 'hide', 'show']) {
      assert.equal((await as('author', 'PUT', '/question/operation', { id: postId, operation })).statusCode, 403, operation);
    }
    await as('admin', 'DELETE', '/question', { id: postId });
    const pinDeleted = await as('admin', 'PUT', '/question/operation', { id: postId, operation: 'pin' });
    assert.equal(pinDeleted.statusCode, 400);
    assert.equal(reasonOf(pinDeleted), 'error.question.is_deleted');
    assert.equal(reasonOf(await as('admin', 'PUT', '/question/status', { id: postId, close_type: 2 })), 'error.question.is_deleted');
  });

  it('member_actions lists exactly what the viewer may do', async () => {
    const actions = async (who: StateVisitor) => (await info(who)).data!.member_actions.map((a) => a.action);
    assert.deepEqual(await actions('anonymous'), []);
    // A new site's low privilege preset lets every member edit others' posts at once (and nothing else of these).
    assert.deepEqual(await actions('member'), ['edit']);
    assert.deepEqual(await actions('inactive'), []);
    assert.deepEqual(await actions('author'), ['edit', 'delete', 'close']);
    assert.deepEqual(await actions('moderator'), ['edit', 'delete', 'close', 'pin', 'hide']);
    await as('admin', 'PUT', '/question/operation', { id: postId, operation: 'pin' });
    await as('admin', 'PUT', '/question/operation', { id: postId, operation: 'hide' });
    await as('admin', 'PUT', '/question/status', { id: postId, close_type: 2 });
    assert.deepEqual(await actions('admin'), ['edit', 'delete', 'reopen', 'unpin', 'show']);
    assert.deepEqual(await actions('author'), ['edit', 'delete']);
    const close = (await info('moderator')).data!.member_actions.find((a) => a.action === 'reopen');
    assert.deepEqual(close, { action: 'reopen', name: 'Reopen', type: 'confirm' });
  });
});
