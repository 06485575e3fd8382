import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, envelopeSchema, notificationPageSchema, notificationStatusSchema, type NotificationItem } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { makeAnswer, makePost, makeTag, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { openPrivileges } from '../test-support/privileges.js';

describe('notifications: sources, lists, red dots and read state', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const u: Record<string, { id: string; token: string; name: string }> = {};

  let round = 0;
  before(async () => {
    t = await createTestApp({ installed: true });
    // These tests are about what votes do, not about the reputation they need (privilege-routes.test.ts).
    await openPrivileges(t.app.site.db);
    db = t.app.site.db;
  });
  /** Fresh members for each test, so every list starts empty. */
  const clearAll = async () => {
    round += 1;
    for (const key of ['asker', 'answerer', 'commenter', 'other']) {
      const name = `${key}${round}_${process.pid}`;
      const row = await makeUser(db, { username: name, rank: 100 });
      u[key] = { id: row.id, token: await createSession(db, row.id), name };
    }
  };
  after(() => t.close());

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => {
    const res = await t.inject({ method, url: `${API_PREFIX}${path}`, payload, headers: { authorization: u[who]!.token } });
    assert.equal(res.statusCode, 200, `${method} ${path}: ${res.body}`);
    return res.json().data;
  };
  const page = async (who: string, type: 'inbox' | 'achievement', inboxType = 'all') =>
    notificationPageSchema.parse(await call(who, 'GET', `/notification/page?type=${type}&inbox_type=${inboxType}&page=1&page_size=50`));
  const status = async (who: string) => notificationStatusSchema.parse(await call(who, 'GET', '/notification/status'));
  const actions = (list: NotificationItem[]) => list.map((i) => i.action_key);

  it('an answer on my question: one inbox item for the asker, linking the answer; nothing for the answerer', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id, title: 'Where do notifications go' });
    const a = (await call('answerer', 'POST', '/answer', { question_id: q.id, content: 'Into the inbox, of course.' })).info;
    const inbox = await page('asker', 'inbox');
    const item = inbox.list[0]!;
    assert.equal(item.action_key, 'answer_the_question');
    assert.equal(item.notification_action, 'answered the question');
    assert.equal(item.user_info?.username, u.answerer!.name);
    assert.deepEqual(item.object_info, { title: 'Where do notifications go', object_id: a.id, object_type: 'answer', object_map: { question: q.id, answer: a.id } });
    assert.equal(item.is_read, false);
    assert.equal((await status('asker')).inbox, 1);
    assert.equal((await page('answerer', 'inbox')).count, 0, 'never the actor');
  });

  it('a comment that mentions the answer author on their answer: one item each, a mention, linking the comment', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id });
    const a = await makeAnswer(db, q.id, u.answerer!.id);
    const c = await call('commenter', 'POST', '/comment', { object_id: a.id, original_text: `Nice one @${u.answerer!.name} and @${u.other!.name}` });
    const mine = await page('answerer', 'inbox');
    assert.equal(mine.count, 1, 'once, though both commented-on and mentioned');
    assert.equal(mine.list[0]!.action_key, 'mention_you');
    assert.deepEqual(mine.list[0]!.object_info.object_map, { question: q.id, answer: a.id, comment: c.comment_id });
    assert.deepEqual(actions((await page('other', 'inbox')).list), ['mention_you']);
    assert.equal((await page('commenter', 'inbox')).count, 0, 'never the actor');
    // A reply to the commenter's comment: "replied to you" for the commenter.
    await call('other', 'POST', '/comment', { object_id: a.id, original_text: 'I agree with that comment', reply_comment_id: c.comment_id });
    assert.deepEqual(actions((await page('commenter', 'inbox')).list), ['reply_to_you']);
  });

  it('mentions in a new answer: the mentioned member hears of it, the asker once though also mentioned', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id });
    const a = (await call('answerer', 'POST', '/answer', { question_id: q.id, content: `Ask @${u.other!.name} or @${u.asker!.name} about it.` })).info;
    const theirs = (await page('other', 'inbox')).list;
    assert.deepEqual(actions(theirs), ['mention_you']);
    assert.equal(theirs[0]!.object_info.object_id, a.id);
    assert.equal((await page('asker', 'inbox')).count, 1);
  });

  it('mentions added by editing a post or an answer: only the newly mentioned hear of it, once', async () => {
    await clearAll();
    const tag = `edits${round}`;
    await makeTag(db, tag);
    const q = await makePost(db, { user_id: u.asker!.id });
    const a = await makeAnswer(db, q.id, u.answerer!.id);
    const editPost = (content: string) => call('asker', 'PUT', '/question', { id: q.id, title: 'A post edited to mention', content, tags: [{ slug_name: tag }] });
    await editPost(`Maybe @${u.other!.name} knows the answer to this.`);
    assert.deepEqual(actions((await page('other', 'inbox')).list), ['mention_you']);
    assert.equal((await page('other', 'inbox')).list[0]!.object_info.object_id, q.id);
    // Editing again with the same mention, plus a new one: the first member is not told twice.
    await editPost(`Maybe @${u.other!.name} or @${u.commenter!.name} knows the answer to this.`);
    assert.equal((await page('other', 'inbox')).count, 1);
    assert.deepEqual(actions((await page('commenter', 'inbox')).list), ['mention_you']);
    await call('answerer', 'PUT', '/answer', { id: a.id, question_id: q.id, content: `Edited: @${u.other!.name} showed me how this works.` });
    const theirs = (await page('other', 'inbox')).list;
    assert.equal(theirs.length, 2);
    assert.equal(theirs[0]!.object_info.object_id, a.id);
  });

  it('an invitation: in the invites tab only', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id });
    await call('asker', 'PUT', '/question/invite', { id: q.id, invite_user: [u.other!.name] });
    assert.deepEqual(actions((await page('other', 'inbox', 'invites')).list), ['invited_you_to_answer']);
    assert.equal((await page('other', 'inbox', 'votes')).count, 0);
    assert.equal((await page('other', 'inbox', 'posts')).list.filter((i) => i.object_info.object_id === q.id).length, 0);
  });

  it('acceptance: the answerer hears of it in the inbox and gets the reputation as an achievement', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id, title: 'Accept me' });
    const a = await makeAnswer(db, q.id, u.answerer!.id);
    await call('asker', 'POST', '/answer/acceptance', { question_id: q.id, answer_id: a.id });
    assert.deepEqual(actions((await page('answerer', 'inbox')).list), ['accept_answer']);
    const ach = (await page('answerer', 'achievement')).list;
    assert.equal(ach[0]!.rank, 15);
    assert.equal(ach[0]!.object_info.object_id, a.id);
    assert.equal((await page('asker', 'achievement')).list.filter((i) => i.object_info.object_id === a.id).length, 0, 'the accepter is the actor');
  });

  it('votes: one inbox item per voter in the votes tab and an achievement with the reputation; undo leaves nothing', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id, title: 'Vote on me' });
    const before = (await page('asker', 'achievement')).count;
    await call('other', 'POST', '/vote/up', { object_id: q.id, is_cancel: false });
    const votes = (await page('asker', 'inbox', 'votes')).list;
    assert.deepEqual(actions(votes), ['up_voted_question']);
    assert.equal(votes[0]!.user_info?.username, u.other!.name);
    let ach = (await page('asker', 'achievement')).list;
    assert.equal(ach.length, before + 1);
    assert.equal(ach[0]!.rank, 10);
    assert.equal((await status('asker')).achievement, 1);
    // Switching to down: the up vote's items go, the down vote's come (the down-voter stays anonymous).
    await call('other', 'POST', '/vote/down', { object_id: q.id, is_cancel: false });
    const down = (await page('asker', 'inbox', 'votes')).list;
    assert.deepEqual(actions(down), ['down_voted_question']);
    assert.equal(down[0]!.user_info, undefined);
    ach = (await page('asker', 'achievement')).list;
    assert.equal(ach.length, before + 1);
    assert.equal(ach[0]!.rank, -2);
    await call('other', 'POST', '/vote/down', { object_id: q.id, is_cancel: true });
    assert.equal((await page('asker', 'inbox', 'votes')).count, 0);
    assert.equal((await page('asker', 'achievement')).count, before);
    assert.equal((await status('asker')).achievement, 0);
  });

  it('red dots clear when the list is opened; read one and read all; someone else\'s id changes nothing', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id });
    await call('answerer', 'POST', '/answer', { question_id: q.id, content: 'First answer here.' });
    await call('other', 'POST', '/answer', { question_id: q.id, content: 'Second answer here.' });
    assert.equal((await status('asker')).inbox, 2);
    const [newest, older] = (await page('asker', 'inbox')).list;
    await call('other', 'PUT', '/notification/read/state', { id: newest!.id });
    assert.equal((await status('asker')).inbox, 2, 'another member cannot read my items');
    await call('asker', 'PUT', '/notification/read/state', { id: newest!.id });
    assert.equal((await status('asker')).inbox, 1);
    let list = (await page('asker', 'inbox')).list;
    assert.deepEqual(list.slice(0, 2).map((i) => i.is_read), [true, false]);
    const cleared = notificationStatusSchema.parse(await call('asker', 'PUT', '/notification/status', { type: 'inbox' }));
    assert.equal(cleared.inbox, 0, 'opening the list clears the red dot');
    assert.equal((await page('asker', 'inbox')).list.find((i) => i.id === older!.id)?.is_read, false, 'but the item stays unread');
    await call('asker', 'PUT', '/notification/read/state/all', { type: 'inbox' });
    list = (await page('asker', 'inbox')).list;
    assert.ok(list.every((i) => i.is_read));
  });

  it('items about objects the member may no longer see are left out', async () => {
    await clearAll();
    const q = await makePost(db, { user_id: u.asker!.id });
    const a = (await call('answerer', 'POST', '/answer', { question_id: q.id, content: 'Soon to be deleted.' })).info;
    assert.equal((await page('asker', 'inbox')).list.filter((i) => i.object_info.object_id === a.id).length, 1);
    await db.updateTable('answers').set({ status: 10 }).where('id', '=', a.id).execute();
    assert.equal((await page('asker', 'inbox')).list.filter((i) => i.object_info.object_id === a.id).length, 0);
  });

  it('needs a login; the type is checked', async () => {
    await clearAll();
    const anon = await t.inject({ url: `${API_PREFIX}/notification/status` });
    assert.equal(anon.statusCode, 401);
    const bad = await t.inject({ url: `${API_PREFIX}/notification/page?type=everything`, headers: { authorization: u.asker!.token } });
    assert.equal(bad.statusCode, 400);
    assert.equal(envelopeSchema(notificationStatusSchema).safeParse(bad.json()).success, false);
  });
});
