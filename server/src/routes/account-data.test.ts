// A member's own data: the export holds what they wrote, voted and bookmarked and their points statement, and nobody
// else's; deleting the account asks for the password (or a mailed link for an account without one), is refused
// while points are left, erases the personal data and ends every session, and keeps or removes the content as chosen
// (a post others answered always stays, as a deleted user's).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentType, PostStatus, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { call, expectEnvelope, expectFields, linkCode, mailAfter, useSmtpSink } from '../test-support/account-flows.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeAnswer, makePost, makeTag } from '../test-support/factories.js';
import { grantPoints } from '../test-support/points.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('a member’s own data', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let sink: SmtpSink;
  let other: Member;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
    other = await makeMember(db, { username: 'other' });
    await makeTag(db, 'guitars');
  });
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  const status = async (table: 'posts' | 'answers' | 'comments', id: string) => (await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const comment = async (m: Member, objectId: string, text: string) => {
    const res = await callAs(t, m.token, 'POST', 'comment', { object_id: objectId, original_text: text });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.comment_id as string;
  };
  /** A member with a post (tagged), an answer on another's post, a comment, a vote and a bookmark. */
  const busyMember = async (username: string) => {
    const m = await makeMember(db, { username, password: 'my-pass-123' });
    const ask = await callAs(t, m.token, 'POST', 'question', { title: `How do I restring a guitar, ${username}`, content: 'Mine is old.', tags: [{ slug_name: 'guitars' }] });
    assert.equal(ask.statusCode, 200, ask.body);
    const otherPost = await makePost(db, { user_id: other.user.id, title: 'Which strings last longest' });
    const answer = await callAs(t, m.token, 'POST', 'answer', { question_id: otherPost.id, content: 'Coated ones, in my experience.' });
    assert.equal(answer.statusCode, 200, answer.body);
    const commentId = await comment(m, otherPost.id, 'Good question, following.');
    assert.equal((await callAs(t, m.token, 'POST', 'vote/up', { object_id: otherPost.id, is_cancel: false })).statusCode, 200);
    assert.equal((await callAs(t, m.token, 'POST', 'collection/switch', { object_id: otherPost.id, bookmark: true })).statusCode, 200);
    return { m, postId: ask.json().data.id as string, otherPostId: otherPost.id, answerId: answer.json().data.info.id as string, commentId };
  };

  it('the export holds the member’s posts, answers, comments, votes, bookmarks and statement, and nothing of others', async () => {
    const { m, postId, otherPostId, answerId, commentId } = await busyMember('exporter');
    await grantPoints(db, m.user.id, 12);
    const res = await callAs(t, m.token, 'GET', 'user/data/export');
    const d = expectEnvelope(res, 200) as Record<string, never> & { profile: Record<string, unknown>; posts: { id: string; tags: string[] }[]; answers: { id: string }[]; comments: { id: string }[]; votes: unknown[]; bookmarks: unknown[]; points_statement: { amount: number }[] };
    assert.equal(d.profile.username, 'exporter');
    assert.equal(d.profile.e_mail, m.user.e_mail);
    assert.deepEqual(d.posts.map((p) => [p.id, p.tags]), [[postId, ['guitars']]]);
    assert.deepEqual(d.answers.map((a) => a.id), [answerId]);
    assert.deepEqual(d.comments.map((c) => c.id), [commentId]);
    assert.deepEqual(d.votes, [{ object_id: otherPostId, object_type: 'question', vote: 'up', created_at: (d.votes[0] as { created_at: number }).created_at }]);
    assert.equal(d.bookmarks.length, 1);
    assert.deepEqual(d.points_statement.map((p) => p.amount), [12]);
    assert.ok(!res.body.includes(other.user.e_mail), 'no other member’s e-mail');
    assert.equal((await callAs(t, null, 'GET', 'user/data/export')).statusCode, 401);
  });

  it('deleting asks for the right password, and is refused while points are left or for an admin', async () => {
    const m = await makeMember(db, { password: 'my-pass-123' });
    expectFields(await call(t, 'POST', '/user/account/delete', { password: 'wrong-pass-1', keep_content: true }, { token: m.token }), { password: 'The password is incorrect.' });
    expectFields(await call(t, 'POST', '/user/account/delete', { password: '', keep_content: true }, { token: m.token }), { password: 'Enter your password to delete your account.' });
    expectFields(await call(t, 'POST', '/user/account/delete', { password: 'my-pass-123' }, { token: m.token }), { keep_content: 'Choose whether your posts, answers and comments stay or go.' });
    await grantPoints(db, m.user.id, 5);
    const rich = await call(t, 'POST', '/user/account/delete', { password: 'my-pass-123', keep_content: true }, { token: m.token });
    expectEnvelope(rich, 400, 'error.account.points_left');
    assert.equal(rich.json().msg, 'You still have points. Withdraw or spend them before deleting your account.');
    const admin = await makeMember(db, { password: 'my-pass-123', role_id: RoleId.admin });
    expectEnvelope(await call(t, 'POST', '/user/account/delete', { password: 'my-pass-123', keep_content: true }, { token: admin.token }), 400, 'error.account.admin_cannot_delete');
    assert.equal((await call(t, 'GET', '/user/info', undefined, { token: m.token })).json().data.id, m.user.id, 'the account is still there');
  });

  it('keeping the content: the account is erased and logged out everywhere; the content stays, as a deleted user’s', async () => {
    const { m, postId, answerId, commentId } = await busyMember('keeper');
    const second = await t.login(m.user.e_mail, 'my-pass-123');
    expectEnvelope(await call(t, 'POST', '/user/account/delete', { password: 'my-pass-123', keep_content: true }, { token: m.token }), 200);
    for (const token of [m.token, second]) assert.equal((await call(t, 'GET', '/user/info', undefined, { token })).json().data, null, 'every session ended');
    await assert.rejects(t.login(m.user.e_mail, 'my-pass-123'), 'the address and password no longer log in');
    const row = await db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.status, row.username, row.display_name, row.pass_hash, row.e_mail.includes('example.com')], ['deleted', `deleted_${m.user.id}`, '', '', false]);
    assert.deepEqual([await status('posts', postId), await status('answers', answerId), await status('comments', commentId)], [PostStatus.normal, PostStatus.normal, PostStatus.normal]);
    const info = (await callAs(t, null, 'GET', 'question/info', { id: postId })).json().data;
    assert.equal(info.user_info.status, 'deleted');
    assert.equal(info.user_info.avatar, '');
    const again = await call(t, 'POST', '/user/account/delete', { password: 'my-pass-123', keep_content: true }, { token: m.token });
    assert.equal(again.statusCode, 401);
  });

  it('removing the content: answers, comments and unanswered posts go; a post others answered stays', async () => {
    const { m, postId, otherPostId, answerId, commentId } = await busyMember('remover');
    const answered = await makePost(db, { user_id: m.user.id, title: 'A post someone answered', content_type: ContentType.article });
    await makeAnswer(db, answered.id, other.user.id);
    const countBefore = (await db.selectFrom('posts').select('answer_count').where('id', '=', otherPostId).executeTakeFirstOrThrow()).answer_count;
    expectEnvelope(await call(t, 'POST', '/user/account/delete', { password: 'my-pass-123', keep_content: false }, { token: m.token }), 200);
    assert.deepEqual([await status('posts', postId), await status('answers', answerId), await status('comments', commentId)], [PostStatus.deleted, PostStatus.deleted, PostStatus.deleted]);
    assert.equal(await status('posts', answered.id), PostStatus.normal, 'others’ answers are not lost');
    const countAfter = (await db.selectFrom('posts').select('answer_count').where('id', '=', otherPostId).executeTakeFirstOrThrow()).answer_count;
    assert.equal(Number(countAfter), Number(countBefore) - 1);
    assert.equal((await callAs(t, null, 'GET', 'question/info', { id: postId })).statusCode, 404);
  });

  it('an account without a password confirms through a mailed link, once', async () => {
    const m = await makeMember(db, { username: 'nopass' });
    await db.updateTable('users').set({ pass_hash: '' }).where('id', '=', m.user.id).execute();
    expectFields(await call(t, 'POST', '/user/account/delete', { password: 'anything-1', keep_content: true }, { token: m.token }), { password: 'Enter your password to delete your account.' });
    const { result, mail } = await mailAfter(sink, () => call(t, 'POST', '/user/account/delete/mail', { keep_content: false }, { token: m.token }));
    expectEnvelope(result, 200);
    assert.match(mail.header('Subject'), /confirm deleting your account/i);
    const code = linkCode(mail, '/users/account-deletion');
    assert.equal((await call(t, 'GET', '/user/info', undefined, { token: m.token })).json().data.username, 'nopass', 'nothing happens until the link is opened');
    expectEnvelope(await call(t, 'POST', '/user/account/delete/confirm', { code }), 200);
    assert.equal((await db.selectFrom('users').select('status').where('id', '=', m.user.id).executeTakeFirstOrThrow()).status, 'deleted');
    expectEnvelope(await call(t, 'POST', '/user/account/delete/confirm', { code }), 403, 'error.link.expired');
  });
});
