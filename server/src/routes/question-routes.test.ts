import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, questionInfoSchema, questionPageSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makeAnswer, makePost, makeTag, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);

describe('question list and detail', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const ids: Record<string, string> = {};
  let authorId = '';
  let answererId = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const author = await makeUser(db, { username: 'author' });
    const answerer = await makeUser(db, { username: 'answerer' });
    authorId = author.id;
    answererId = answerer.id;
    const js = await makeTag(db, 'javascript');
    const go = await makeTag(db, 'go');
    const mk = async (key: string, p: Omit<Parameters<typeof makePost>[1], 'user_id'>) => {
      ids[key] = (await makePost(db, { user_id: author.id, title: key, ...p })).id;
    };
    await mk('old', { created_at: ago(30), vote_count: 50, view_count: 5, tagIds: [js.id] });
    await mk('mid', { created_at: ago(5), vote_count: 10, view_count: 500, hot_score: 99, tagIds: [js.id, go.id] });
    await mk('new', { created_at: ago(1), vote_count: 1, view_count: 50, content_type: 2, tagIds: [go.id] });
    await mk('pinned', { created_at: ago(60), pin: 2, content_type: 4, score: 30 });
    await mk('closed', { created_at: ago(2), status: 2, content_type: 3 });
    await mk('deleted', { created_at: ago(0.5), status: 10 });
    await mk('pending', { created_at: ago(0.4), status: 11 });
    await mk('hidden', { created_at: ago(0.3), show: 2 });
    await mk('paid', { created_at: ago(10), content_type: 1, score: 20 });
    await makeAnswer(db, ids.old!, answerer.id);
  });
  after(() => t.close());

  const page = async (qs: string) => {
    const res = await t.inject({ url: `/answer/api/v1/question/page${qs}` });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(questionPageSchema).parse(res.json()).data;
  };
  const titles = (p: { list: { title: string }[] }) => p.list.map((q) => q.title);

  it('lists normal and closed shown posts, pinned first, newest next', async () => {
    const p = await page('');
    assert.equal(p.count, 6);
    assert.deepEqual(titles(p), ['pinned', 'new', 'closed', 'mid', 'paid', 'old']);
  });

  it('orders by score, frequent, hot, active and lists unanswered', async () => {
    assert.deepEqual(titles(await page('?order=score')), ['pinned', 'old', 'mid', 'new', 'paid', 'closed']); // ties: newer id first
    assert.deepEqual(titles(await page('?order=frequent')).slice(0, 3), ['pinned', 'mid', 'new']);
    assert.deepEqual(titles(await page('?order=hot')).slice(0, 2), ['pinned', 'mid']);
    assert.deepEqual(titles(await page('?order=active')).slice(0, 2), ['pinned', 'old']); // just answered
    const unanswered = await page('?order=unanswered');
    assert.equal(unanswered.count, 5);
    assert.ok(!titles(unanswered).includes('old'));
  });

  it('filters by content_type (0 = all), tag and in_days', async () => {
    assert.deepEqual(titles(await page('?content_type=2')), ['new']);
    assert.deepEqual(titles(await page('?content_type=1')), ['mid', 'paid', 'old']);
    assert.equal((await page('?content_type=0')).count, 6);
    assert.deepEqual(titles(await page('?tag=javascript')), ['mid', 'old']);
    assert.deepEqual(titles(await page('?tag=go&content_type=2')), ['new']);
    assert.deepEqual(await page('?tag=nope'), { count: 0, list: [] });
    assert.deepEqual(titles(await page('?in_days=7')), ['new', 'closed', 'mid']);
  });

  it('paginates and answers 404 past the last page', async () => {
    const p1 = await page('?page_size=4');
    const p2 = await page('?page_size=4&page=2');
    assert.equal(p1.count, 6);
    assert.deepEqual([...titles(p1), ...titles(p2)], ['pinned', 'new', 'closed', 'mid', 'paid', 'old']);
    const past = await t.inject({ url: '/answer/api/v1/question/page?page_size=4&page=3' });
    assert.equal(past.statusCode, 404);
    assert.equal(past.json().reason, 'base.not_found');
  });

  it('decorates items: tags, operator, answer ids', async () => {
    const old = (await page('?order=active')).list.find((q) => q.title === 'old')!;
    assert.deepEqual(old.tags.map((x) => x.slug_name), ['javascript']);
    assert.equal(old.operation_type, 'answered');
    assert.equal(old.operator?.username, 'answerer');
    assert.equal(old.answer_count, 1);
    assert.notEqual(old.last_answer_id, '0');
    const mid = (await page('')).list.find((q) => q.title === 'mid')!;
    assert.equal(mid.operation_type, 'asked');
    assert.equal(mid.operator?.username, 'author');
    assert.equal(mid.last_answer_id, '0');
  });

  it('question/info returns the post; 404 for missing, deleted and (for others) pending', async () => {
    const res = await t.inject({ url: `/answer/api/v1/question/info?id=${ids.old}` });
    const info = envelopeSchema(questionInfoSchema).parse(res.json()).data;
    assert.equal(info.title, 'old');
    assert.equal(info.user_info.username, 'author');
    assert.equal(info.last_answered_user_info?.username, 'answerer');
    assert.equal(info.first_answer_id, info.last_answer_id);
    assert.match(info.html, /<p>Body of old<\/p>/);
    assert.deepEqual(info.member_actions, []);
    for (const id of [ids.deleted, ids.pending, '987654321']) {
      const r = await t.inject({ url: `/answer/api/v1/question/info?id=${id}`, headers: { 'accept-language': 'zh_CN' } });
      assert.equal(r.statusCode, 404, id);
      assert.deepEqual(r.json(), { code: 404, reason: 'error.question.not_found', msg: '问题未找到。', data: null });
    }
    const bad = await t.inject({ url: '/answer/api/v1/question/info?id=abc' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().data, [{ error_field: 'id', error_msg: 'The ID is not valid.' }]);
  });

  it('shows a paid body only to its author or staff; answered reflects the viewer', async () => {
    const anon = envelopeSchema(questionInfoSchema).parse((await t.inject({ url: `/answer/api/v1/question/info?id=${ids.paid}` })).json()).data;
    assert.deepEqual([anon.content, anon.html, anon.description], ['', '', '']);
    assert.equal(anon.score, 20);
    // The list's excerpt is part of the body too: locked posts (a priced question, a bounty) list without it.
    const listed = new Map((await page('')).list.map((q) => [q.title, q.description]));
    assert.deepEqual([listed.get('paid'), listed.get('pinned')], ['', '']);
    assert.match(listed.get('old') ?? '', /Body of old/);
    const authorUser = await db.selectFrom('users').select('e_mail').where('id', '=', authorId).executeTakeFirstOrThrow();
    const own = await t.login(authorUser.e_mail, 'user-pass-1');
    const mine = (await t.inject({ url: `/answer/api/v1/question/page`, headers: { authorization: own } })).json().data;
    assert.match(mine.list.find((q: { title: string }) => q.title === 'paid').description, /Body of paid/);
    const admin = await t.login();
    const staff = (await t.inject({ url: `/answer/api/v1/question/info?id=${ids.paid}`, headers: { authorization: admin } })).json().data;
    assert.match(staff.content, /Body of paid/);
    assert.ok(staff.member_actions.some((a: { action: string }) => a.action === 'pin'));
    const pending = await t.inject({ url: `/answer/api/v1/question/info?id=${ids.pending}`, headers: { authorization: admin } });
    assert.equal(pending.statusCode, 200);
    const answererUser = await db.selectFrom('users').select('e_mail').where('id', '=', answererId).executeTakeFirstOrThrow();
    const tok = await t.login(answererUser.e_mail, 'user-pass-1');
    const seen = (await t.inject({ url: `/answer/api/v1/question/info?id=${ids.old}`, headers: { authorization: tok } })).json().data;
    assert.equal(seen.answered, true);
    assert.ok(authorId);
  });
  // Last: it adds posts the earlier cases do not expect.
  it('lists a tag with the posts of its synonyms', async () => {
    const main = await db.selectFrom('tags').select('id').where('slug_name', '=', 'javascript').executeTakeFirstOrThrow();
    const syn = await db.insertInto('tags').values({ slug_name: 'ecmascript', display_name: 'ecmascript', main_tag_id: main.id }).returning('id').executeTakeFirstOrThrow();
    await makePost(db, { user_id: authorId, title: 'via-synonym', created_at: ago(0.1), tagIds: [syn.id] });
    assert.deepEqual(titles(await page('?tag=javascript')), ['via-synonym', 'mid', 'old']);
    // The synonym's own address lists its main tag's posts too.
    assert.deepEqual(titles(await page('?tag=ecmascript')), ['via-synonym', 'mid', 'old']);
  });
});
