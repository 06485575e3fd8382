import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, commentPageSchema, commentSchema, envelopeSchema, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { eventsOf, makeComment } from '../test-support/comment-factories.js';
import { makeAnswer, makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const URL_ = `${API_PREFIX}/comment`;

describe('comments', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const u: Record<string, { id: string; username: string; token: string }> = {};
  let qid = '';
  let aid = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    for (const [key, role] of [['author', 1], ['commenter', 1], ['bob', 1], ['other', 1], ['mod', RoleId.moderator]] as const) {
      const row = await makeUser(db, { username: key === 'bob' ? 'bob' : `${key}_${process.pid}`, role_id: role });
      u[key] = { id: row.id, username: row.username, token: await createSession(db, row.id) };
    }
    const admin = await db.selectFrom('users').select(['id', 'username']).where('role_id', '=', RoleId.admin).executeTakeFirstOrThrow();
    u.admin = { ...admin, token: await t.login() };
    qid = (await makePost(db, { user_id: u.author!.id, title: 'Commented question' })).id;
    aid = (await makeAnswer(db, qid, u.other!.id)).id;
  });
  after(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', who: string | null, payload: unknown) =>
    t.inject({ method, url: URL_, payload: payload as object, headers: who ? { authorization: u[who]!.token } : {} });
  const add = async (who: string, payload: Record<string, unknown>) => {
    const res = await send('POST', who, payload);
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(commentSchema).parse(res.json()).data;
  };
  const page = async (qs: string, who: string | null = null) => {
    const res = await t.inject({ url: `${URL_}/page?${qs}`, headers: who ? { authorization: u[who]!.token } : {} });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(commentPageSchema).parse(res.json()).data;
  };
  const fields = (body: string) => (JSON.parse(body).data as { error_field: string; error_msg: string }[]).map((f) => `${f.error_field}: ${f.error_msg}`);

  it('comments on a question and on an answer, with the commenter shown and the author notified', async () => {
    const onQ = await add('commenter', { object_id: qid, original_text: 'Nice **question**' });
    assert.equal(onQ.object_id, qid);
    assert.equal(onQ.parsed_text, '<p>Nice <strong>question</strong></p>');
    assert.equal(onQ.username, u.commenter!.username);
    assert.equal(onQ.vote_count, 0);
    assert.deepEqual(onQ.member_actions.map((a) => a.action), ['edit', 'delete']);
    const onA = await add('commenter', { object_id: aid, original_text: 'Nice answer' });
    assert.equal(onA.object_id, aid);
    const row = await db.selectFrom('comments').selectAll().where('id', '=', onA.comment_id).executeTakeFirstOrThrow();
    assert.equal(row.object_type, 'answer');
    assert.equal(String(row.question_id), qid);
    assert.ok((await eventsOf(db, u.author!.id)).some((e) => e.kind === 'comment' && String(e.object_id) === onQ.comment_id));
    assert.ok((await eventsOf(db, u.other!.id)).some((e) => e.kind === 'comment' && String(e.object_id) === onA.comment_id));
  });

  it('mentions of existing users become links and record events; missing users, code and links stay text', async () => {
    const text = 'Hi @bob and @ghost_nobody, see `@bob` and [@bob](https://example.com) or mail x@bob.org\n\n    @bob in code block';
    const c = await add('commenter', { object_id: qid, original_text: text, mention_username_list: ['bob'] });
    const links = c.parsed_text.match(/<a href="\/users\/bob"[^>]*>@bob<\/a>/g) ?? [];
    assert.equal(links.length, 1, c.parsed_text);
    assert.match(c.parsed_text, /@ghost_nobody/);
    assert.doesNotMatch(c.parsed_text, /\/users\/ghost_nobody/);
    assert.match(c.parsed_text, /<code>@bob<\/code>/);
    assert.match(c.parsed_text, /<pre><code>@bob in code block/);
    assert.match(c.parsed_text, /<a href="https:\/\/example.com"[^>]*>@bob<\/a>/);
    const mentions = (await eventsOf(db, u.bob!.id)).filter((e) => e.kind === 'mention');
    assert.equal(mentions.length, 1);
    assert.equal(String(mentions[0]!.object_id), c.comment_id);
    assert.equal(String(mentions[0]!.trigger_user_id), u.commenter!.id);
  });

  it('mentioning oneself records nothing; a mention is case-insensitive', async () => {
    const before = (await eventsOf(db, u.commenter!.id)).length;
    const c = await add('commenter', { object_id: qid, original_text: `me: @${u.commenter!.username} and @BOB` });
    assert.match(c.parsed_text, /<a href="\/users\/bob"[^>]*>@bob<\/a>/);
    assert.equal((await eventsOf(db, u.commenter!.id)).length, before);
  });

  it('HTML and script injection attempts come out inert', async () => {
    const c = await add('commenter', {
      object_id: qid,
      original_text: '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) @bob"><svg onload=alert(1)>',
    });
    // Only escaped text remains: no real tag but the mention link, no event handler inside a tag, no script URL.
    assert.doesNotMatch(c.parsed_text, /<(script|img|svg)/i);
    assert.doesNotMatch(c.parsed_text, /<[^>]*\son\w+=/i);
    assert.doesNotMatch(c.parsed_text, /href="javascript:/i);
    assert.match(c.parsed_text, /&lt;script&gt;/);
    assert.match(c.parsed_text, /<a href="\/users\/bob"[^>]*>@bob<\/a>"&gt;&lt;svg/);
  });

  it('closed posts take comments; deleted, pending and missing objects do not', async () => {
    const closed = await makePost(db, { user_id: u.author!.id, status: 2 });
    await add('commenter', { object_id: closed.id, original_text: 'still open for comments' });
    for (const status of [10, 11]) {
      const p = await makePost(db, { user_id: u.author!.id, status });
      const res = await send('POST', 'commenter', { object_id: p.id, original_text: 'nope' });
      assert.equal(res.statusCode, 404, res.body);
    }
    const deletedAnswer = await makeAnswer(db, qid, u.other!.id);
    await db.updateTable('answers').set({ status: 10 }).where('id', '=', deletedAnswer.id).execute();
    assert.equal((await send('POST', 'commenter', { object_id: deletedAnswer.id, original_text: 'nope' })).statusCode, 404);
    assert.equal((await send('POST', 'commenter', { object_id: '999999999', original_text: 'nope' })).statusCode, 404);
    const comment = await makeComment(db, { user_id: u.other!.id, object_id: qid, question_id: qid });
    const onComment = await send('POST', 'commenter', { object_id: comment.id, original_text: 'nope' });
    assert.equal(onComment.statusCode, 404, 'a comment takes no comments');
    assert.equal(onComment.json().msg, 'The post or answer was not found.');
  });

  it('bad input answers 400 with field errors, never 500', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['object_id: This field is required.', 'original_text: This field is required.']],
      [{ object_id: 'abc', original_text: 'ok ok' }, ['object_id: The ID is not valid.']],
      [{ object_id: qid, original_text: '' }, ['original_text: Comment cannot be empty.']],
      [{ object_id: qid, original_text: '   ' }, ['original_text: Comment cannot be empty.']],
      [{ object_id: qid, original_text: 'x' }, ['original_text: Comment must be at least 2 characters.']],
      [{ object_id: qid, original_text: 'x'.repeat(601) }, ['original_text: Comment cannot exceed 600 characters.']],
      [{ object_id: qid, original_text: 42 }, ['original_text: This value is not valid.']],
      [{ object_id: qid, original_text: 'fine', reply_comment_id: 'x' }, ['reply_comment_id: The ID is not valid.']],
      [{ object_id: qid, original_text: 'fine', mention_username_list: 'bob' }, ['mention_username_list: This value is not valid.']],
      [{ object_id: qid, original_text: 'fine', reply_comment_id: '999999999' }, ['reply_comment_id: The comment you reply to was not found.']],
    ];
    for (const [payload, want] of cases) {
      const res = await send('POST', 'commenter', payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.deepEqual(fields(res.body), want, JSON.stringify(payload));
    }
    assert.equal((await add('commenter', { object_id: qid, original_text: 'x'.repeat(600) })).original_text.length, 600);
    const bad = await t.inject({ method: 'POST', url: URL_, payload: '{"object_id":', headers: { authorization: u.commenter!.token, 'content-type': 'application/json' } });
    assert.equal(bad.statusCode, 400);
    for (const [method, payload] of [['PUT', { comment_id: 'x', original_text: '' }], ['DELETE', { comment_id: 'x' }]] as const) {
      const res = await send(method, 'commenter', payload);
      assert.equal(res.statusCode, 400, res.body);
      assert.ok(fields(res.body).some((f) => f.startsWith('comment_id:')));
    }
    for (const qs of ['', 'object_id=abc', `object_id=${qid}&page=0`, `object_id=${qid}&page_size=1000`]) {
      const res = await t.inject({ url: `${URL_}/page?${qs}` });
      assert.equal(res.statusCode, 400, `${qs}: ${res.body}`);
    }
    assert.equal((await t.inject({ url: `${URL_}?id=zz` })).statusCode, 400);
  });

  it('a reply names the replied-to user, who is notified; a reply must be on the same object', async () => {
    const first = await add('bob', { object_id: qid, original_text: 'first!' });
    const reply = await add('commenter', { object_id: qid, original_text: 'a reply', reply_comment_id: first.comment_id });
    assert.equal(reply.reply_comment_id, first.comment_id);
    assert.equal(reply.reply_user_id, u.bob!.id);
    assert.equal(reply.reply_username, 'bob');
    assert.ok((await eventsOf(db, u.bob!.id)).some((e) => e.kind === 'comment' && String(e.object_id) === reply.comment_id));
    const elsewhere = await send('POST', 'commenter', { object_id: aid, original_text: 'wrong place', reply_comment_id: first.comment_id });
    assert.equal(elsewhere.statusCode, 400);
    assert.deepEqual(fields(elsewhere.body), ['reply_comment_id: The comment you reply to was not found.']);
  });

  it('edits: the commenter and staff may, others may not; a new mention is notified once', async () => {
    const c = await add('commenter', { object_id: aid, original_text: 'to be edited' });
    const put = (who: string, text: string) => send('PUT', who, { comment_id: c.comment_id, original_text: text });
    assert.equal((await put('other', 'hijack')).statusCode, 403);
    assert.equal((await put('author', 'hijack')).statusCode, 403);
    const before = (await eventsOf(db, u.bob!.id)).length;
    const res = await put('commenter', 'edited for @bob');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().data.parsed_text, /<a href="\/users\/bob"/);
    assert.equal((await put('mod', 'moderated for @bob')).statusCode, 200);
    assert.equal((await eventsOf(db, u.bob!.id)).length, before + 1, 'the mention kept by the second edit is not notified again');
    assert.equal((await put('admin', 'staff again')).statusCode, 200);
    const got = await t.inject({ url: `${URL_}?id=${c.comment_id}` });
    assert.equal(got.json().data.original_text, 'staff again');
  });

  it('deletes: the commenter or staff; a deleted comment is gone from the page and from GET comment', async () => {
    const c = await add('commenter', { object_id: aid, original_text: 'to be deleted' });
    assert.equal((await send('DELETE', 'other', { comment_id: c.comment_id })).statusCode, 403);
    assert.equal((await send('DELETE', 'commenter', { comment_id: c.comment_id })).statusCode, 200);
    assert.equal((await send('DELETE', 'commenter', { comment_id: c.comment_id })).statusCode, 404);
    assert.equal((await t.inject({ url: `${URL_}?id=${c.comment_id}` })).statusCode, 404);
    assert.ok(!(await page(`object_id=${aid}&page_size=100`)).list.some((x) => x.comment_id === c.comment_id));
    const byMod = await add('commenter', { object_id: aid, original_text: 'moderated away' });
    assert.equal((await send('DELETE', 'mod', { comment_id: byMod.comment_id })).statusCode, 200);
  });

  it('pages oldest first, with counts, a linked comment first, the viewer votes and actions', async () => {
    const p = await makePost(db, { user_id: u.author!.id });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await add(i % 2 ? 'bob' : 'commenter', { object_id: p.id, original_text: `comment ${i}` }));
    const p1 = await page(`object_id=${p.id}&page_size=2`);
    assert.equal(p1.count, 5);
    assert.deepEqual(p1.list.map((c) => c.original_text), ['comment 0', 'comment 1']);
    const p3 = await page(`object_id=${p.id}&page_size=2&page=3`);
    assert.deepEqual(p3.list.map((c) => c.original_text), ['comment 4']);
    assert.equal((await t.inject({ url: `${URL_}/page?object_id=${p.id}&page_size=2&page=4` })).statusCode, 404);
    const linked = await page(`object_id=${p.id}&page_size=2&comment_id=${made[4]!.comment_id}`);
    assert.deepEqual(linked.list.map((c) => c.original_text), ['comment 4', 'comment 0']);

    const up = await t.inject({ method: 'POST', url: `${API_PREFIX}/vote/up`, payload: { object_id: made[1]!.comment_id }, headers: { authorization: u.other!.token } });
    assert.equal(up.statusCode, 200, up.body);
    const asOther = await page(`object_id=${p.id}`, 'other');
    assert.deepEqual(asOther.list.map((c) => c.is_vote), [false, true, false, false, false]);
    assert.equal(asOther.list[1]!.vote_count, 1);
    assert.ok(asOther.list.every((c) => c.member_actions.length === 0));
    const asCommenter = await page(`object_id=${p.id}`, 'commenter');
    assert.deepEqual(asCommenter.list.map((c) => c.member_actions.length), [2, 0, 2, 0, 2]);
    assert.ok((await page(`object_id=${p.id}`, 'mod')).list.every((c) => c.member_actions.length === 2));
    assert.ok((await page(`object_id=${p.id}`)).list.every((c) => !c.is_vote && c.member_actions.length === 0));
  });

  it("a deleted post's comments cannot be read", async () => {
    const p = await makePost(db, { user_id: u.author!.id });
    const c = await makeComment(db, { user_id: u.bob!.id, object_id: p.id, question_id: p.id });
    await db.updateTable('posts').set({ status: 10 }).where('id', '=', p.id).execute();
    assert.equal((await t.inject({ url: `${URL_}/page?object_id=${p.id}` })).statusCode, 404);
    assert.equal((await t.inject({ url: `${URL_}?id=${c.id}` })).statusCode, 404);
  });
});
