// Bookmarks, follows, the viewer's marks and view counting in question/info, related posts by tag, invitations
// to answer and the people search behind them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  collectionSwitchResponseSchema,
  envelopeSchema,
  followResponseSchema,
  questionDetailSchema,
  questionInviteListSchema,
  similarByTagResponseSchema,
  userInfoSearchResponseSchema,
} from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { flushViewCounts } from '../services/post-state/view-counter.js';
import { makePost, makeTag, makeUser } from '../test-support/factories.js';
import { callAs, makeVisitors, type StateVisitor, type Visitor } from '../test-support/question-state-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('bookmarks, follows, related posts and invitations', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let v: Record<StateVisitor, Visitor>;
  let postId = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    v = await makeVisitors(db);
    postId = (await makePost(db, { user_id: v.author.id!, title: 'marked post' })).id;
  });
  after(() => t.close());

  const as = (who: StateVisitor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    callAs(t, v[who].token, method, path, body);
  const info = async (who: StateVisitor, id = postId) => {
    const res = await as(who, 'GET', `/question/info?id=${id}`);
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(questionDetailSchema).parse(res.json()).data;
  };
  const countsOf = (id: string) => db.selectFrom('posts').select(['collection_count', 'follow_count']).where('id', '=', id).executeTakeFirstOrThrow();

  it('bookmarks: on, repeat, off; the detail says collected; the counter equals the rows', async () => {
    const on = await as('member', 'POST', '/collection/switch', { object_id: postId, group_id: '0', bookmark: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.deepEqual(envelopeSchema(collectionSwitchResponseSchema).parse(on.json()).data, { object_collection_count: 1 });
    const repeat = await as('member', 'POST', '/collection/switch', { object_id: postId, bookmark: true });
    assert.equal(envelopeSchema(collectionSwitchResponseSchema).parse(repeat.json()).data.object_collection_count, 1);
    const seen = await info('member');
    assert.equal(seen.collected, true);
    assert.equal(seen.collection_count, 1);
    assert.equal((await info('moderator')).collected, false);
    assert.equal((await info('anonymous')).collected, false);
    const off = await as('member', 'POST', '/collection/switch', { object_id: postId, bookmark: false });
    assert.equal(envelopeSchema(collectionSwitchResponseSchema).parse(off.json()).data.object_collection_count, 0);
    assert.equal((await info('member')).collected, false);
  });

  it('follows: on and off with Answer\'s response; the detail says is_followed', async () => {
    const on = await as('member', 'POST', '/follow', { object_id: postId, is_cancel: false });
    assert.deepEqual(envelopeSchema(followResponseSchema).parse(on.json()).data, { follows: 1, is_followed: true });
    assert.equal((await info('member')).is_followed, true);
    assert.equal((await info('member')).follow_count, 1);
    const off = await as('member', 'POST', '/follow', { object_id: postId, is_cancel: true });
    assert.deepEqual(envelopeSchema(followResponseSchema).parse(off.json()).data, { follows: 0, is_followed: false });
  });

  it('counters stay equal to rows under concurrent switching', async () => {
    const users = await Promise.all([...Array(5)].map(() => makeUser(db)));
    const { createSession } = await import('../services/account/session-service.js');
    const tokens = await Promise.all(users.map((u) => createSession(db, u.id)));
    const calls = tokens.flatMap((tok, i) =>
      [...Array(4)].flatMap((_, j) => [
        callAs(t, tok, 'POST', '/collection/switch', { object_id: postId, bookmark: (i + j) % 3 !== 0 }),
        callAs(t, tok, 'POST', '/follow', { object_id: postId, is_cancel: (i + j) % 2 === 0 }),
      ]),
    );
    const results = await Promise.all(calls);
    assert.ok(results.every((r) => r.statusCode === 200), results.find((r) => r.statusCode !== 200)?.body);
    const rows = await db.selectFrom('collections').select(db.fn.countAll<string>().as('n')).where('post_id', '=', postId).executeTakeFirstOrThrow();
    const follows = await db.selectFrom('post_follows').select(db.fn.countAll<string>().as('n')).where('post_id', '=', postId).executeTakeFirstOrThrow();
    const c = await countsOf(postId);
    assert.equal(c.collection_count, Number(rows.n));
    assert.equal(c.follow_count, Number(follows.n));
    // Everyone bookmarks at once: exactly one row each.
    const all = await Promise.all(tokens.flatMap((tok) => [1, 2, 3].map(() => callAs(t, tok, 'POST', '/collection/switch', { object_id: postId, bookmark: true }))));
    assert.ok(all.every((r) => r.statusCode === 200));
    assert.equal((await countsOf(postId)).collection_count, 5);
  });

  it('bookmark and follow: field errors, 404 for deleted or missing posts, activated members only', async () => {
    for (const [path, body, field] of [
      ['/collection/switch', { object_id: postId }, 'bookmark'],
      ['/collection/switch', { object_id: 'x', bookmark: true }, 'object_id'],
      ['/collection/switch', { object_id: postId, bookmark: 'yes' }, 'bookmark'],
      ['/follow', {}, 'object_id'],
      ['/follow', { object_id: postId, is_cancel: 1 }, 'is_cancel'],
    ] as const) {
      const res = await as('member', 'POST', path, body);
      assert.equal(res.statusCode, 400, `${path} ${res.body}`);
      assert.equal((res.json() as { data: { error_field: string }[] }).data[0]!.error_field, field);
    }
    const deleted = await makePost(db, { user_id: v.author.id!, status: 10 });
    assert.equal((await as('member', 'POST', '/collection/switch', { object_id: deleted.id, bookmark: true })).statusCode, 404);
    assert.equal((await as('member', 'POST', '/follow', { object_id: '987654321' })).statusCode, 404);
    assert.equal((await as('anonymous', 'POST', '/follow', { object_id: postId })).statusCode, 401);
    assert.equal((await as('inactive', 'POST', '/follow', { object_id: postId })).statusCode, 403);
    assert.equal((await as('suspended', 'POST', '/collection/switch', { object_id: postId, bookmark: true })).statusCode, 403);
  });

  it('vote_status reads the votes table', async () => {
    await db.insertInto('votes').values({ user_id: v.member.id!, object_id: postId, object_type: 'question', object_user_id: v.author.id!, value: -1 }).execute();
    assert.equal((await info('member')).vote_status, 'vote_down');
    await db.updateTable('votes').set({ value: 1 }).where('user_id', '=', v.member.id!).where('object_id', '=', postId).execute();
    assert.equal((await info('member')).vote_status, 'vote_up');
    assert.equal((await info('moderator')).vote_status, '');
  });

  it('detail views count once per visitor for a while, not the author\'s', async () => {
    const fresh = (await makePost(db, { user_id: v.author.id!, title: 'viewed' })).id;
    await info('member', fresh);
    await info('member', fresh);
    await info('moderator', fresh);
    await info('author', fresh);
    await flushViewCounts(db);
    const row = await db.selectFrom('posts').select('view_count').where('id', '=', fresh).executeTakeFirstOrThrow();
    assert.equal(row.view_count, 2);
  });

  it('related posts share tags: most shared first, only listed ones, never itself', async () => {
    const [a, b, c] = await Promise.all(['rel-a', 'rel-b', 'rel-c'].map((s) => makeTag(db, s)));
    const mk = (title: string, tagIds: string[], extra: Partial<Parameters<typeof makePost>[1]> = {}) =>
      makePost(db, { user_id: v.member.id!, title, tagIds, ...extra });
    const base = await mk('base', [a!.id, b!.id, c!.id]);
    const two = await mk('two', [a!.id, b!.id]);
    const one = await mk('one', [c!.id], { vote_count: 5 });
    const oneLow = await mk('one-low', [a!.id]);
    await mk('hidden', [a!.id, b!.id, c!.id], { show: 2 });
    await mk('deleted', [a!.id, b!.id, c!.id], { status: 10 });
    await mk('unrelated', []);
    const res = await callAs(t, null, 'GET', `/question/similar/tag?question_id=${base.id}`);
    assert.equal(res.statusCode, 200, res.body);
    const data = envelopeSchema(similarByTagResponseSchema).parse(res.json()).data;
    assert.deepEqual(data.list.map((q) => q.title), ['two', 'one', 'one-low']);
    assert.equal(data.count, 3);
    assert.deepEqual(data.list[0], {
      id: two.id, title: 'two', url_title: two.url_title, content_type: 1, answer_count: 0, vote_count: 0, accepted_answer_id: '0',
    });
    const small = envelopeSchema(similarByTagResponseSchema).parse((await callAs(t, null, 'GET', `/question/similar/tag?question_id=${base.id}&page_size=1`)).json()).data;
    assert.deepEqual(small.list.map((q) => q.id), [two.id]);
    void one;
    void oneLow;
    for (const qs of ['', '?question_id=abc', `?question_id=${base.id}&page_size=0`, `?question_id=${base.id}&page_size=21`]) {
      assert.equal((await callAs(t, null, 'GET', `/question/similar/tag${qs}`)).statusCode, 400, qs);
    }
    assert.equal((await callAs(t, null, 'GET', '/question/similar/tag?question_id=123456789')).statusCode, 404);
  });

  it('people search: a few activated users by username or display name prefix', async () => {
    await makeUser(db, { username: 'zed_alpha' });
    await makeUser(db, { username: 'zed_beta' });
    await makeUser(db, { username: 'zed_gone', mail_status: 2 });
    await db.updateTable('users').set({ display_name: 'Zed Display' }).where('id', '=', v.admin.id!).execute();
    const res = await as('member', 'GET', '/user/info/search?username=ZED');
    assert.equal(res.statusCode, 200, res.body);
    const found = envelopeSchema(userInfoSearchResponseSchema).parse(res.json()).data.map((u) => u.username);
    assert.deepEqual(found.sort(), [v.admin.username, 'zed_alpha', 'zed_beta'].sort());
    assert.deepEqual(envelopeSchema(userInfoSearchResponseSchema).parse((await as('member', 'GET', '/user/info/search?username=%25')).json()).data, []);
    assert.equal((await as('member', 'GET', '/user/info/search?username=')).statusCode, 400);
    assert.equal((await as('member', 'GET', '/user/info/search')).statusCode, 400);
    assert.equal((await as('anonymous', 'GET', '/user/info/search?username=zed')).statusCode, 401);
  });

  it('invitations: set, listed, notified once; removals by the inviter; not on closed posts', async () => {
    const post = (await makePost(db, { user_id: v.author.id!, title: 'invite me' })).id;
    const a = await makeUser(db, { username: 'inv_a' });
    const b = await makeUser(db, { username: 'inv_b' });
    const put = (who: StateVisitor, names: string[]) => as(who, 'PUT', '/question/invite', { id: post, invite_user: names });
    const invited = async () =>
      envelopeSchema(questionInviteListSchema).parse((await callAs(t, null, 'GET', `/question/invite?id=${post}`)).json()).data.map((u) => u.username);
    assert.equal((await put('member', ['inv_a', 'inv_b', v.author.username])).statusCode, 200);
    assert.deepEqual((await invited()).sort(), ['inv_a', 'inv_b'], 'the author is never invited');
    assert.equal((await put('member', ['inv_a', 'inv_b'])).statusCode, 200);
    const events = await db.selectFrom('notification_events').select(['user_id', 'kind', 'object_id', 'trigger_user_id']).where('question_id', '=', post).execute();
    assert.deepEqual(
      events.map((e) => `${e.user_id}:${e.kind}:${e.trigger_user_id}`).sort(),
      [`${a.id}:invite:${v.member.id}`, `${b.id}:invite:${v.member.id}`].sort(),
    );
    // Staff (or the post's author) can take anyone's invitees off; another member cannot.
    assert.equal((await put('moderator', [])).statusCode, 200);
    assert.deepEqual(await invited(), []);
    assert.equal((await put('member', ['inv_a'])).statusCode, 200);
    const other = await makeUser(db);
    const { createSession } = await import('../services/account/session-service.js');
    const otherToken = await createSession(db, other.id);
    assert.equal((await callAs(t, otherToken, 'PUT', '/question/invite', { id: post, invite_user: ['inv_b'] })).statusCode, 200);
    assert.deepEqual((await invited()).sort(), ['inv_a', 'inv_b']);
    const bad = await put('member', ['nobody_here']);
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((bad.json() as { data: unknown }).data, [{ error_field: 'invite_user', error_msg: 'One of the invited users does not exist or cannot answer.' }]);
    const many = await put('member', ['a', 'b', 'c', 'd', 'e', 'f']);
    assert.equal((many.json() as { data: { error_msg: string }[] }).data[0]!.error_msg, 'You can invite at most 5 people.');
    assert.equal((await as('member', 'PUT', '/question/invite', { id: post, invite_user: 'inv_a' })).statusCode, 400);
    assert.equal((await callAs(t, null, 'GET', '/question/invite?id=x')).statusCode, 400);
    assert.equal((await as('anonymous', 'PUT', '/question/invite', { id: post, invite_user: [] })).statusCode, 401);
    assert.equal((await as('inactive', 'PUT', '/question/invite', { id: post, invite_user: [] })).statusCode, 403);
    await db.updateTable('posts').set({ status: 2 }).where('id', '=', post).execute();
    const closed = await put('member', ['inv_a']);
    assert.equal(closed.statusCode, 400);
    assert.equal((closed.json() as { reason: string }).reason, 'error.question.invite_closed');
    await db.updateTable('posts').set({ status: 10 }).where('id', '=', post).execute();
    assert.equal((await put('member', ['inv_a'])).statusCode, 404);
    assert.equal((await callAs(t, null, 'GET', `/question/invite?id=${post}`)).statusCode, 404);
  });
});
