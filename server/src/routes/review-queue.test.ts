// The queued tab: the admin's rules hold back members' new posts and answers (status 11); only their author and
// staff see them until staff approve (then everyone does, and the answer is counted and told) or reject them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pendingPostPageSchema, RoleId, type ReviewSettings } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost, makeTag } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('queued content', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin: string;
  let newcomer: Awaited<ReturnType<typeof makeMember>>;
  let veteran: Awaited<ReturnType<typeof makeMember>>;
  let reader: Awaited<ReturnType<typeof makeMember>>;
  let moderator: Awaited<ReturnType<typeof makeMember>>;
  let tag: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    admin = await t.login();
    newcomer = await makeMember(db, { rank: 1 });
    veteran = await makeMember(db, { rank: 500 });
    reader = await makeMember(db, { rank: 500 });
    moderator = await makeMember(db, { role_id: RoleId.moderator, rank: 1 });
    tag = (await makeTag(db, `queue-${process.pid}`)).slug_name;
  });
  after(() => t.close());

  const setRules = async (s: ReviewSettings) => {
    const res = await t.inject({ method: 'PUT', url: '/answer/admin/api/siteinfo/review', payload: s, headers: { authorization: admin } });
    assert.equal(res.statusCode, 200, res.body);
  };
  const ask = async (who: { token: string }, title: string, content = 'A body long enough to post.') => {
    const res = await callAs(t, who.token, 'POST', 'question', { title, content, tags: [{ slug_name: tag }] });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as string;
  };
  const detail = (token: string | null, id: string) => callAs(t, token, 'GET', 'question/info', { id });
  const pending = async (token = moderator.token) => pendingPostPageSchema.parse((await callAs(t, token, 'GET', 'review/pending/post/page')).json().data);
  const listed = async (token: string | null) =>
    ((await callAs(t, token, 'GET', 'question/page', { page_size: 50 })).json().data.list as { id: string }[]).map((q) => q.id);

  it('a low-reputation member\'s post waits: its author and staff see it, nobody else, until it is approved', async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const id = await ask(newcomer, 'A newcomer asks');
    const other = await ask(veteran, 'A veteran asks');
    const staffPost = await ask(moderator, 'A moderator asks');
    assert.equal((await detail(newcomer.token, id)).statusCode, 200);
    assert.equal((await detail(moderator.token, id)).statusCode, 200);
    assert.equal((await detail(reader.token, id)).statusCode, 404);
    assert.equal((await detail(null, id)).statusCode, 404);
    assert.equal((await listed(reader.token)).includes(id), false);
    assert.equal((await listed(reader.token)).includes(other), true, 'enough reputation: out at once');
    assert.equal((await listed(null)).includes(staffPost), true, 'staff are never queued');

    const page = await pending();
    assert.equal(page.count, 1);
    const item = page.list[0]!;
    assert.equal(item.object_id, id);
    assert.equal(item.title, 'A newcomer asks');
    assert.match(item.reason, /reputation/);
    const types = (await callAs(t, moderator.token, 'GET', 'reviewing/type')).json().data as { name: string; todo_amount: number }[];
    assert.equal(types.find((x) => x.name === 'queued_post')?.todo_amount, 1);
    assert.equal((await callAs(t, moderator.token, 'GET', 'notification/status')).json().data.revision, 1);

    const res = await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: item.review_id, status: 'approve' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await detail(reader.token, id)).statusCode, 200);
    assert.equal((await listed(null)).includes(id), true);
    assert.equal((await pending()).count, 0);
    const again = await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: item.review_id, status: 'reject' });
    assert.equal(again.statusCode, 404, 'a decided review cannot be decided again');
  });

  it('a rejected post is deleted: gone for everyone but staff and its author\'s recovery', async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const id = await ask(newcomer, 'A post to reject');
    const item = (await pending()).list.find((x) => x.object_id === id)!;
    const res = await callAs(t, admin, 'PUT', 'review/pending/post', { review_id: item.review_id, status: 'reject' });
    assert.equal(res.statusCode, 200, res.body);
    const row = await db.selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 10);
    assert.equal((await detail(reader.token, id)).statusCode, 404);
    assert.equal((await pending()).count, 0);
  });

  it('a rejected post staff recover waits in the queue again; a post its author deletes while waiting leaves it', async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const id = await ask(newcomer, 'Rejected then recovered');
    const item = (await pending()).list.find((x) => x.object_id === id)!;
    assert.equal((await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: item.review_id, status: 'reject' })).statusCode, 200);
    const recovered = await callAs(t, moderator.token, 'POST', 'question/recover', { question_id: id });
    assert.equal(recovered.statusCode, 200, recovered.body);
    const again = await callAs(t, moderator.token, 'GET', 'review/pending/post/page', { object_id: id });
    assert.equal(again.json().data.list[0]?.object_id, id, 'back in the queue');
    assert.match(again.json().data.list[0].reason, /reputation/);
    assert.equal((await detail(reader.token, id)).statusCode, 404, 'still hidden until approved');
    assert.equal((await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: again.json().data.list[0].review_id, status: 'approve' })).statusCode, 200);
    assert.equal((await detail(reader.token, id)).statusCode, 200);

    const withdrawn = await ask(newcomer, 'Asked and withdrawn');
    const del = await callAs(t, newcomer.token, 'DELETE', 'question', { id: withdrawn });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal((await pending()).list.some((x) => x.object_id === withdrawn), false);
    assert.equal((await pending()).count, 0);
  });

  it('a tag counts a queued post from its approval: not while it waits, nor once rejected, withdrawn or retagged', async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const [first, second] = [(await makeTag(db, `counted-${process.pid}`)).slug_name, (await makeTag(db, `other-${process.pid}`)).slug_name];
    const count = async (name: string) => (await callAs(t, null, 'GET', 'tag', { name })).json().data.question_count as number;
    const askIn = async (title: string, slug: string) => {
      const res = await callAs(t, newcomer.token, 'POST', 'question', { title, content: 'A body long enough to post.', tags: [{ slug_name: slug }] });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.id as string;
    };
    const decide = async (id: string, status: 'approve' | 'reject') => {
      const item = (await pending()).list.find((x) => x.object_id === id)!;
      const res = await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: item.review_id, status });
      assert.equal(res.statusCode, 200, res.body);
    };

    const approved = await askIn('Counted once approved', first);
    assert.equal(await count(first), 0, 'waiting: not found under the tag, not counted');
    const edit = await callAs(t, newcomer.token, 'PUT', 'question', { id: approved, title: 'Counted once approved', content: 'A body long enough to post.', tags: [{ slug_name: second }] });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.deepEqual([await count(first), await count(second)], [0, 0], 'retagged while waiting');
    await decide(approved, 'approve');
    assert.deepEqual([await count(first), await count(second)], [0, 1]);

    const rejected = await askIn('Rejected, then recovered into the queue', second);
    await decide(rejected, 'reject');
    assert.equal((await callAs(t, moderator.token, 'POST', 'question/recover', { question_id: rejected })).statusCode, 200);
    assert.equal(await count(second), 1, 'rejected and back in the queue: still not counted');
    await decide(rejected, 'approve');
    assert.equal(await count(second), 2);

    const withdrawn = await askIn('Withdrawn while waiting', second);
    assert.equal((await callAs(t, newcomer.token, 'DELETE', 'question', { id: withdrawn })).statusCode, 200);
    assert.equal(await count(second), 2);
    assert.equal((await callAs(t, moderator.token, 'DELETE', 'question', { id: approved })).statusCode, 200);
    assert.equal(await count(second), 1, 'an approved post deleted is counted out');
    assert.equal((await callAs(t, moderator.token, 'POST', 'question/recover', { question_id: approved })).statusCode, 200);
    assert.equal(await count(second), 2, 'and back in when recovered');
  });

  it('the people a queued post mentions are told once it is approved, not before', async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const mentions = async () =>
      ((await callAs(t, reader.token, 'GET', 'notification/page', { type: 'inbox' })).json().data.list as { action_key: string; object_info: { object_id: string } }[])
        .filter((i) => i.action_key === 'mention_you');
    const before = (await mentions()).length;
    const id = await ask(newcomer, 'A mention waiting', `Hello @${reader.user.username}, what do you think?`);
    assert.equal((await mentions()).length, before, 'not told while it waits');
    const item = (await pending()).list.find((x) => x.object_id === id)!;
    assert.equal((await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: item.review_id, status: 'approve' })).statusCode, 200);
    const after = await mentions();
    assert.equal(after.length, before + 1);
    assert.equal(after[0]!.object_info.object_id, id);
  });

  it('a member deleted with their content: their queued posts and answers leave the queue', async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const leaving = await makeMember(db, { rank: 1 });
    const q = await makePost(db, { user_id: reader.user.id, title: 'Answered by someone leaving' });
    const res = await callAs(t, leaving.token, 'POST', 'answer', { question_id: q.id, content: 'An answer that waits for review.' });
    assert.equal(res.statusCode, 200, res.body);
    const answerId = res.json().data.info.id as string;
    const postId = await ask(leaving, 'A question that waits for review');
    // The queue shows one item a page; object_id asks for one.
    const isQueued = async (id: string) =>
      ((await callAs(t, moderator.token, 'GET', 'review/pending/post/page', { object_id: id })).json().data.list as { object_id: string }[]).some((x) => x.object_id === id);
    assert.ok((await isQueued(answerId)) && (await isQueued(postId)), 'both wait');
    const waitingBefore = (await pending()).count;

    const del = await t.inject({
      method: 'PUT',
      url: '/answer/admin/api/user/status',
      payload: { user_id: leaving.user.id, status: 'deleted', remove_all_content: true },
      headers: { authorization: admin },
    });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(await isQueued(answerId), false, 'the answer left the queue');
    assert.equal(await isQueued(postId), false, 'the question left the queue');
    assert.equal((await pending()).count, waitingBefore - 2);
    const row = await db.selectFrom('answers').select('status').where('id', '=', answerId).executeTakeFirstOrThrow();
    assert.equal(row.status, 10, 'the answer is deleted, not published');
  });

  it("a rejected answer stays deleted for its author; staff may bring it back", async () => {
    await setRules({ queue_low_reputation: true, reputation_below: 10, queue_many_links: false, link_limit: 3 });
    const q = await makePost(db, { user_id: reader.user.id, title: 'Answer me, newcomer' });
    const res = await callAs(t, newcomer.token, 'POST', 'answer', { question_id: q.id, content: 'A newcomer answers this.' });
    assert.equal(res.statusCode, 200, res.body);
    const answerId = res.json().data.info.id as string;
    const item = (await callAs(t, moderator.token, 'GET', 'review/pending/post/page', { object_id: answerId })).json().data.list[0];
    assert.equal((await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: item.review_id, status: 'reject' })).statusCode, 200);
    const own = await callAs(t, newcomer.token, 'POST', 'answer/recover', { answer_id: answerId });
    assert.equal(own.statusCode, 403, own.body);
    const staff = await callAs(t, moderator.token, 'POST', 'answer/recover', { answer_id: answerId });
    assert.equal(staff.statusCode, 200, staff.body);
  });

  it('posts with more links than allowed wait; a queued answer is counted and told only once approved', async () => {
    await setRules({ queue_low_reputation: false, reputation_below: 10, queue_many_links: true, link_limit: 1 });
    const linky = await ask(veteran, 'Links galore', 'See https://a.example.com and https://b.example.com please.');
    const plain = await ask(veteran, 'One link only', 'See https://a.example.com please, thanks.');
    assert.equal((await listed(null)).includes(linky), false);
    assert.equal((await listed(null)).includes(plain), true);
    const q = await makePost(db, { user_id: reader.user.id, title: 'Answer me' });
    const res = await callAs(t, veteran.token, 'POST', 'answer', { question_id: q.id, content: 'Try https://x.example.com and https://y.example.com' });
    assert.equal(res.statusCode, 200, res.body);
    const answerId = res.json().data.info.id as string;
    const answersFor = async (token: string | null) =>
      ((await callAs(t, token, 'GET', 'answer/page', { question_id: q.id })).json().data.list as { id: string }[]).map((a) => a.id);
    assert.deepEqual(await answersFor(reader.token), []);
    assert.deepEqual(await answersFor(veteran.token), [answerId], 'its author sees it');
    const countOf = async () => (await db.selectFrom('posts').select('answer_count').where('id', '=', q.id).executeTakeFirstOrThrow()).answer_count;
    assert.equal(await countOf(), 0);
    const answerItem = (await pending()).list.length ? (await callAs(t, moderator.token, 'GET', 'review/pending/post/page', { object_id: answerId })).json().data.list[0] : null;
    assert.equal(answerItem.object_type, 'answer');
    assert.equal((await callAs(t, moderator.token, 'PUT', 'review/pending/post', { review_id: answerItem.review_id, status: 'approve' })).statusCode, 200);
    assert.deepEqual(await answersFor(reader.token), [answerId]);
    assert.equal(await countOf(), 1);
    const inbox = (await callAs(t, reader.token, 'GET', 'notification/page', { type: 'inbox' })).json().data.list as { action_key: string; object_info: { object_id: string } }[];
    assert.equal(inbox.find((i) => i.object_info.object_id === answerId)?.action_key, 'answer_the_question');
  });

  it('the admin\'s rules are checked: bad values are field errors', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/answer/admin/api/siteinfo/review',
      payload: { queue_low_reputation: true, reputation_below: -1, queue_many_links: false, link_limit: 3 },
      headers: { authorization: admin },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().data[0].error_field, 'reputation_below');
    await setRules({ queue_low_reputation: false, reputation_below: 10, queue_many_links: false, link_limit: 3 });
  });
});
