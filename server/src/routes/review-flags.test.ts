// Flags end to end: reasons, POST report's rules (reason chosen, text, type 60 a link of this site, captcha, one
// open flag per member and object), the flagged queue (one object a page with its flags) and staff acting on it,
// which completes every flag of the object and tells each flagger.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { flaggedPostPageSchema, notificationPageSchema, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { solvedCaptcha } from '../test-support/account-flows.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeAnswer, makePost, makeTag } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('flags and the flagged queue', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: Awaited<ReturnType<typeof makeMember>>;
  let flagger: Awaited<ReturnType<typeof makeMember>>;
  let second: Awaited<ReturnType<typeof makeMember>>;
  let moderator: Awaited<ReturnType<typeof makeMember>>;
  let tag: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    author = await makeMember(db);
    flagger = await makeMember(db);
    second = await makeMember(db);
    moderator = await makeMember(db, { role_id: RoleId.moderator });
    tag = (await makeTag(db, `flags-${process.pid}`)).id;
  });
  after(() => t.close());

  const report = async (who: { token: string }, body: Record<string, unknown>) =>
    callAs(t, who.token, 'POST', 'report', { ...body, ...(await solvedCaptcha(t)) });
  const fieldsOf = (res: { json: () => { data: { error_field: string; error_msg: string }[] } }) =>
    Object.fromEntries(res.json().data.map((f) => [f.error_field, f.error_msg]));
  const queue = async (page = 1) => {
    const res = await callAs(t, moderator.token, 'GET', 'report/unreviewed/post', { page });
    assert.equal(res.statusCode, 200, res.body);
    return flaggedPostPageSchema.parse(res.json().data);
  };
  /** Clears the queue so each test sees only its own flags. */
  const dismissAll = async () => {
    for (let page = await queue(); page.list.length; page = await queue()) {
      await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: page.list[0]!.flag_id, operation_type: 'ignore_report' });
    }
  };

  it('GET reasons: each object its own list, worded, with the text boxes Answer has', async () => {
    const res = await callAs(t, flagger.token, 'GET', 'reasons', { object_type: 'question', action: 'flag' });
    const list = res.json().data as { reason_type: number; name: string; content_type: string; have_content: boolean }[];
    assert.deepEqual(list.map((r) => r.reason_type), [57, 58, 59, 60]);
    assert.equal(list[3]!.name, 'a duplicate');
    assert.equal(list[3]!.content_type, 'text');
    assert.equal(list[3]!.have_content, true);
    const answer = (await callAs(t, flagger.token, 'GET', 'reasons', { object_type: 'answer', action: 'flag' })).json().data as { reason_type: number }[];
    assert.deepEqual(answer.map((r) => r.reason_type), [57, 58, 59, 61]);
    assert.equal((await callAs(t, null, 'GET', 'reasons', { object_type: 'answer', action: 'flag' })).statusCode, 401);
  });

  it('POST report refuses what the spec refuses, with its messages on the fields', async () => {
    const q = await makePost(db, { user_id: author.user.id, tagIds: [tag] });
    let res = await report(flagger, { object_id: q.id, report_type: 61 });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(fieldsOf(res), { report_type: 'Please select a reason.' });
    res = await report(flagger, { object_id: q.id, report_type: 59, content: '  ' });
    assert.deepEqual(fieldsOf(res), { content: 'Cannot be empty' });
    res = await report(flagger, { object_id: q.id, report_type: 60, content: 'not a link' });
    assert.deepEqual(fieldsOf(res), { content: 'URL format is incorrect.' });
    res = await report(flagger, { object_id: q.id, report_type: 60, content: 'https://elsewhere.example.com/questions/1' });
    assert.deepEqual(fieldsOf(res), { content: 'URL origin does not match the current website.' });
    res = await callAs(t, flagger.token, 'POST', 'report', { object_id: q.id, report_type: 57 });
    assert.equal(fieldsOf(res).captcha_code !== undefined, true, 'the captcha is asked for');
    res = await report(flagger, { object_id: q.id, report_type: 60, content: 'http://localhost:9080/questions/1' });
    assert.equal(res.statusCode, 200, res.body);
    res = await report(flagger, { object_id: q.id, report_type: 57 });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.report.already_flagged');
    await dismissAll();
  });

  it('a moderator closes a flagged post: both flags complete, both flaggers are told, the queue moves on', async () => {
    await dismissAll();
    const q = await makePost(db, { user_id: author.user.id, tagIds: [tag], title: 'Flag me twice' });
    const a = await makeAnswer(db, q.id, author.user.id);
    assert.equal((await report(flagger, { object_id: q.id, report_type: 57 })).statusCode, 200);
    assert.equal((await report(second, { object_id: q.id, report_type: 59, content: 'Looks like an ad' })).statusCode, 200);
    assert.equal((await report(flagger, { object_id: a.id, report_type: 61 })).statusCode, 200);

    const first = await queue();
    assert.equal(first.count, 2, 'two flagged objects');
    const item = first.list[0]!;
    assert.equal(item.object_id, q.id);
    assert.equal(item.title, 'Flag me twice');
    assert.equal(item.flags.length, 2);
    assert.deepEqual(item.flags.map((f) => f.reason?.reason_type), [57, 59]);
    assert.equal(item.flags[1]!.reason_content, 'Looks like an ad');
    const status = (await callAs(t, moderator.token, 'GET', 'notification/status')).json().data;
    assert.equal(status.revision, 2);
    assert.equal(status.can_revision, true);

    const wrong = await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: item.flag_id, operation_type: 'close_post', close_type: 4 });
    assert.equal(wrong.statusCode, 400, 'close reason 4 needs its message');
    const res = await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: item.flag_id, operation_type: 'close_post', close_type: 2 });
    assert.equal(res.statusCode, 200, res.body);
    const post = await db.selectFrom('posts').select('status').where('id', '=', q.id).executeTakeFirstOrThrow();
    assert.equal(post.status, 2);

    for (const who of [flagger, second]) {
      const inbox = notificationPageSchema.parse((await callAs(t, who.token, 'GET', 'notification/page', { type: 'inbox' })).json().data);
      const told = inbox.list.find((i) => i.object_info.object_id === q.id);
      assert.equal(told?.action_key, 'flag_close_post');
      assert.equal(told?.notification_action, 'closed the post you flagged');
    }
    const next = await queue();
    assert.equal(next.count, 1);
    assert.equal(next.list[0]!.object_type, 'answer');
    // Deleting the answer: its flagger still hears of it, without its title.
    const del = await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: next.list[0]!.flag_id, operation_type: 'delete_post' });
    assert.equal(del.statusCode, 200, del.body);
    const inbox = notificationPageSchema.parse((await callAs(t, flagger.token, 'GET', 'notification/page', { type: 'inbox' })).json().data);
    const gone = inbox.list.find((i) => i.object_info.object_id === a.id);
    assert.equal(gone?.action_key, 'flag_delete_post');
    assert.equal(gone?.object_info.title, 'A post you flagged (removed)');
    assert.equal((await queue()).count, 0);
    // The same flag again is a no-op; after it is handled the member may flag the object anew.
    assert.equal((await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: item.flag_id, operation_type: 'delete_post' })).statusCode, 200);
    assert.equal((await db.selectFrom('posts').select('status').where('id', '=', q.id).executeTakeFirstOrThrow()).status, 2);
  });

  it('editing and dismissing: the text changes for edit_post; dismiss leaves the post alone', async () => {
    await dismissAll();
    const q = await makePost(db, { user_id: author.user.id, tagIds: [tag], title: 'Needs an edit' });
    await report(flagger, { object_id: q.id, report_type: 58 });
    let item = (await queue()).list[0]!;
    const res = await callAs(t, moderator.token, 'PUT', 'report/review', {
      flag_id: item.flag_id,
      operation_type: 'edit_post',
      title: 'Edited by a moderator',
      content: 'A calmer body for this post.',
    });
    assert.equal(res.statusCode, 200, res.body);
    const post = await db.selectFrom('posts').select(['title', 'status']).where('id', '=', q.id).executeTakeFirstOrThrow();
    assert.deepEqual(post, { title: 'Edited by a moderator', status: 1 });
    await report(second, { object_id: q.id, report_type: 57 });
    item = (await queue()).list[0]!;
    assert.equal((await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: item.flag_id, operation_type: 'ignore_report' })).statusCode, 200);
    assert.equal((await db.selectFrom('posts').select('status').where('id', '=', q.id).executeTakeFirstOrThrow()).status, 1);
    const inbox = notificationPageSchema.parse((await callAs(t, second.token, 'GET', 'notification/page', { type: 'inbox' })).json().data);
    assert.equal(inbox.list.find((i) => i.object_info.object_id === q.id)?.action_key, 'flag_ignore_report');
  });

  it('a member profile can be flagged (not one\'s own) and only dismissed here', async () => {
    await dismissAll();
    let res = await report(flagger, { source: 'user', object_id: flagger.user.id, report_type: 57 });
    assert.equal(res.statusCode, 400);
    res = await report(flagger, { source: 'user', object_id: author.user.id, report_type: 60, content: 'http://localhost:9080/x' });
    assert.deepEqual(fieldsOf(res), { report_type: 'Please select a reason.' });
    assert.equal((await report(flagger, { source: 'user', object_id: author.user.id, report_type: 58 })).statusCode, 200);
    const item = (await queue()).list[0]!;
    assert.equal(item.object_type, 'user');
    assert.equal(item.author_user_info?.id, author.user.id);
    const close = await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: item.flag_id, operation_type: 'close_post', close_type: 2 });
    assert.equal(close.statusCode, 400);
    assert.equal((await callAs(t, moderator.token, 'PUT', 'report/review', { flag_id: item.flag_id, operation_type: 'ignore_report' })).statusCode, 200);
  });

  it('who may call what: members flag, staff review, admins set the rules', async () => {
    const member = flagger.token;
    const admin = await t.login();
    assert.equal((await callAs(t, member, 'GET', 'report/unreviewed/post')).statusCode, 403);
    assert.equal((await callAs(t, member, 'PUT', 'report/review', { flag_id: '1', operation_type: 'ignore_report' })).statusCode, 403);
    assert.equal((await callAs(t, member, 'GET', 'review/pending/post/page')).statusCode, 403);
    assert.equal((await callAs(t, member, 'PUT', 'review/pending/post', { review_id: 1, status: 'approve' })).statusCode, 403);
    assert.equal((await callAs(t, member, 'GET', 'reviewing/type')).statusCode, 403);
    assert.equal((await callAs(t, null, 'POST', 'report', { object_id: '1', report_type: 57 })).statusCode, 401);
    for (const token of [moderator.token, admin]) {
      assert.equal((await callAs(t, token, 'GET', 'report/unreviewed/post')).statusCode, 200);
      assert.equal((await callAs(t, token, 'GET', 'review/pending/post/page')).statusCode, 200);
      const types = (await callAs(t, token, 'GET', 'reviewing/type')).json().data as { name: string }[];
      assert.deepEqual(types.map((x) => x.name), ['queued_post', 'flagged_post', 'suggested_post_edit']);
    }
    const settings = (token: string) => t.inject({ method: 'GET', url: '/answer/admin/api/siteinfo/review', headers: { authorization: token } });
    assert.equal((await settings(moderator.token)).statusCode, 403);
    assert.equal((await settings(admin)).statusCode, 200);
    assert.equal((await callAs(t, member, 'GET', 'notification/status')).json().data.can_revision, false);
  });
});
