import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, RoleId, searchDescSchema, searchResponseSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeTag, makeUser } from '../test-support/factories.js';
import { makeSearchAnswer, setPostBody } from '../test-support/search-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);

describe('GET search', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const ids: Record<string, string> = {};
  const token: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const alice = await makeUser(db, { username: 'alice' });
    const bob = await makeUser(db, { username: 'bob' });
    const mod = await makeUser(db, { username: 'mod', role_id: RoleId.moderator });
    token.alice = await createSession(db, alice.id);
    token.bob = await createSession(db, bob.id);
    token.mod = await createSession(db, mod.id);
    token.admin = await t.login();
    const go = await makeTag(db, 'go');
    const rust = await makeTag(db, 'rust');
    const golang = await makeTag(db, 'golang');
    await db.updateTable('tags').set({ main_tag_id: go.id }).where('id', '=', golang.id).execute();

    const post = async (key: string, user: { id: string }, title: string, body: string, p: Partial<Parameters<typeof makePost>[1]> = {}) => {
      ids[key] = (await makePost(db, { user_id: user.id, title, ...p })).id;
      await setPostBody(db, ids[key]!, body);
    };
    await post('title', alice, 'Zebra crossing patterns', 'About stripes on roads', { tagIds: [go.id], vote_count: 5, created_at: ago(3) });
    await post('body', bob, 'Road markings', 'This mentions a zebra once', { tagIds: [rust.id], vote_count: 1, created_at: ago(2) });
    await post('closed', alice, 'Zebra closed thread', 'closed body', { status: 2, created_at: ago(4) });
    await post('deleted', alice, 'Zebra deleted thread', 'gone', { status: 10, tagIds: [go.id] });
    await post('pending', alice, 'Zebra pending thread', 'waiting', { status: 11, tagIds: [go.id] });
    await post('unlisted', alice, 'Zebra unlisted thread', 'hidden', { show: 2, tagIds: [go.id] });
    await post('paid', bob, 'Paid guide', 'secret zebra unicorn recipe', { content_type: 1, score: 20, created_at: ago(5) });
    await post('synonym', alice, 'Gopher tips', 'tips', { tagIds: [golang.id], created_at: ago(6) });

    const answer = async (key: string, q: string, user: { id: string }, text: string, x: Partial<Parameters<typeof makeSearchAnswer>[1]> = {}) => {
      ids[key] = (await makeSearchAnswer(db, { questionId: ids[q]!, userId: user.id, text, ...x })).id;
    };
    await answer('a1', 'title', bob, 'Zebra answer with giraffe facts', { voteCount: 3, accepted: true, createdAt: ago(1) });
    await answer('aPrivate', 'title', alice, 'private giraffe plan', { isPrivate: true });
    await answer('aDeleted', 'title', bob, 'deleted giraffe words', { status: 10 });
    await answer('aPaid', 'paid', alice, 'answer to the paid giraffe question');
    await answer('aOnDeleted', 'deleted', bob, 'giraffe on a deleted post');
    await setPostBody(db, ids.title!, 'About stripes on roads', { answer_count: 1, accepted_answer_id: ids.a1! });
    await setPostBody(db, ids.paid!, 'secret zebra unicorn recipe', { answer_count: 1 });
  });
  after(() => t.close());

  const get = (qs: string, as?: string) =>
    t.inject({ url: `/answer/api/v1/search?${qs}`, headers: as ? { authorization: token[as]! } : {} });
  const search = async (q: string, as?: string, extra = '') => {
    const res = await get(`q=${encodeURIComponent(q)}${extra}`, as);
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(searchResponseSchema).parse(res.json()).data;
  };
  const keysOf = (page: { list: { object_type: string; object: { id: string } }[] }) =>
    page.list.map((h) => Object.keys(ids).find((k) => ids[k] === h.object.id) ?? `?${h.object.id}`);

  it('finds listed posts and answers by free text, a title match above a body match', async () => {
    const page = await search('zebra');
    assert.deepEqual(keysOf(page).sort(), ['a1', 'body', 'closed', 'title']);
    assert.equal(page.count, 4);
    const order = keysOf(page);
    assert.ok(order.indexOf('title') < order.indexOf('body'), `title first: ${order}`);
    assert.ok(order.indexOf('closed') < order.indexOf('body'), `title first: ${order}`);
    const hit = page.list.find((h) => h.object.id === ids.title)!;
    assert.equal(hit.object_type, 'question');
    assert.equal(hit.object.question_id, ids.title);
    assert.equal(hit.object.excerpt, 'About stripes on roads');
    assert.equal(hit.object.accepted, true);
    assert.equal(hit.object.answer_count, 1);
    assert.equal(hit.object.user_info?.username, 'alice');
    assert.deepEqual(hit.object.tags.map((x) => x.slug_name), ['go']);
    assert.equal(page.list.find((h) => h.object.id === ids.closed)!.object.status, 'closed');
    const ans = page.list.find((h) => h.object.id === ids.a1)!;
    assert.deepEqual(
      { type: ans.object_type, q: ans.object.question_id, title: ans.object.title, excerpt: ans.object.excerpt, user: ans.object.user_info?.username, accepted: ans.object.accepted },
      { type: 'answer', q: ids.title, title: 'Zebra crossing patterns', excerpt: 'Zebra answer with giraffe facts', user: 'bob', accepted: true },
    );
  });

  it('[tag] narrows to posts with the tag (and answers on them); a synonym means its main tag', async () => {
    assert.deepEqual(keysOf(await search('[go]')).sort(), ['a1', 'synonym', 'title']);
    assert.deepEqual(keysOf(await search('[golang]')).sort(), ['a1', 'synonym', 'title']);
    assert.deepEqual(keysOf(await search('[GO] zebra is:question')), ['title']);
    assert.deepEqual(await search('[nope] zebra'), { count: 0, list: [] });
    assert.deepEqual(await search('[go] [rust]'), { count: 0, list: [] });
  });

  it('user:name narrows to that author; user:me is the viewer', async () => {
    assert.deepEqual(keysOf(await search('user:bob')).sort(), ['a1', 'body', 'paid']);
    assert.deepEqual(keysOf(await search('user:BOB zebra')).sort(), ['a1', 'body']);
    assert.deepEqual(keysOf(await search('user:me is:answer', 'bob')), ['a1']);
    assert.deepEqual(await search('user:nobody'), { count: 0, list: [] });
  });

  it('answers:N keeps posts with at least N answers; score:N at least N votes', async () => {
    assert.deepEqual(keysOf(await search('answers:1')).sort(), ['paid', 'title']);
    assert.deepEqual(keysOf(await search('answers:1 zebra')), ['title']);
    assert.deepEqual(keysOf(await search('answers:2')), []);
    assert.deepEqual(keysOf(await search('score:3')).sort(), ['a1', 'title']);
    assert.deepEqual(keysOf(await search('score:3 is:question')), ['title']);
    assert.deepEqual(keysOf(await search('score:3 is:answer')), ['a1']);
  });

  it('is:question and is:answer pick one kind', async () => {
    assert.deepEqual(keysOf(await search('zebra is:question')).sort(), ['body', 'closed', 'title']);
    assert.deepEqual(keysOf(await search('zebra is:answer')), ['a1']);
  });

  it('combines the elements', async () => {
    assert.deepEqual(keysOf(await search('[go] user:bob is:answer score:1 giraffe')), ['a1']);
    assert.deepEqual(keysOf(await search('[go] user:alice answers:1 zebra')), ['title']);
    assert.deepEqual(keysOf(await search('[go] user:bob is:question')), []);
  });

  it('never shows deleted, pending or unlisted posts, deleted answers, or private answers (not even to staff)', async () => {
    for (const who of [undefined, 'alice', 'bob', 'mod', 'admin']) {
      const found = keysOf(await search('zebra', who));
      for (const hidden of ['deleted', 'pending', 'unlisted']) assert.ok(!found.includes(hidden), `${who}: ${found}`);
      const answers = keysOf(await search('giraffe is:answer', who));
      for (const hidden of ['aPrivate', 'aDeleted', 'aOnDeleted']) assert.ok(!answers.includes(hidden), `${who}: ${answers}`);
    }
  });

  it("a priced post's body and answers reach only its author and staff", async () => {
    const anon = await search('paid guide');
    assert.deepEqual(keysOf(anon), ['paid']);
    assert.equal(anon.list[0]!.object.excerpt, '', 'no excerpt of a locked body');
    assert.deepEqual(keysOf(await search('unicorn')), [], 'the locked body is not searchable');
    assert.deepEqual(keysOf(await search('unicorn', 'alice')), []);
    assert.deepEqual(keysOf(await search('giraffe is:answer')), ['a1'], 'answers of a locked post stay hidden');
    for (const reader of ['bob', 'mod', 'admin']) {
      const page = await search('unicorn', reader);
      assert.deepEqual(keysOf(page), ['paid'], reader);
      assert.equal(page.list[0]!.object.excerpt, 'secret zebra unicorn recipe');
      assert.deepEqual(keysOf(await search('giraffe is:answer', reader)).sort(), ['a1', 'aPaid'], reader);
    }
  });

  it('sorts by newest, active and score', async () => {
    assert.deepEqual(keysOf(await search('zebra', undefined, '&order=newest')), ['a1', 'body', 'title', 'closed']);
    assert.deepEqual(keysOf(await search('zebra', undefined, '&order=score')), ['title', 'a1', 'body', 'closed']);
    const active = keysOf(await search('zebra', undefined, '&order=active'));
    assert.equal(active.length, 4);
  });

  it('pages with size; a page past the last answers 404', async () => {
    const p1 = await search('zebra', undefined, '&order=newest&size=3');
    const p2 = await search('zebra', undefined, '&order=newest&size=3&page=2');
    assert.equal(p1.count, 4);
    assert.deepEqual([...keysOf(p1), ...keysOf(p2)], ['a1', 'body', 'title', 'closed']);
    assert.equal((await get('q=zebra&size=3&page=3')).statusCode, 404);
  });

  it('an empty or wordless query is an empty result', async () => {
    for (const q of ['', '   ', '!!! ...', '[]']) assert.deepEqual(await search(q), { count: 0, list: [] }, q);
    const none = await get('');
    assert.equal(none.statusCode, 200);
    assert.deepEqual(none.json().data, { count: 0, list: [] });
  });

  it('odd text and malformed filters are text, never a 500', async () => {
    for (const q of ['answers:abc', 'score:x zebra', '"unterminated', "it's (((", 'a & b | !c <-> d', 'zebra:*', '\\', 'or or -', '[go', 'user:'])
      await search(q);
    assert.deepEqual(keysOf(await search('zebra answers:abc')), [], 'answers:abc is a word to match');
  });

  it('bad parameters answer 400 with the field', async () => {
    const cases: [string, string][] = [
      ['q=x&order=bogus', 'order'],
      ['q=x&size=0', 'size'],
      ['q=x&size=500', 'size'],
      ['q=x&page=0', 'page'],
      ['q=x&page=abc', 'page'],
      [`q=${'a'.repeat(513)}`, 'q'],
    ];
    for (const [qs, field] of cases) {
      const res = await get(qs);
      assert.equal(res.statusCode, 400, `${qs}: ${res.body}`);
      assert.equal(res.json().data[0].error_field, field, qs);
    }
    assert.match((await get(`q=${'a'.repeat(513)}`)).json().msg, /too long/);
  });
});

describe('GET search/desc and the search plugin slot', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ installed: true })));
  after(() => t.close());

  const desc = async () => {
    const res = await t.inject({ url: '/answer/api/v1/search/desc' });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(searchDescSchema).parse(res.json()).data;
  };

  it('is empty without a search plugin', async () => {
    assert.deepEqual(await desc(), { icon: '', link: '' });
  });

  it("shows a plugin's credit (http(s) links only), and the plugin may answer searches", async () => {
    t.app.searchPlugins.register({ description: () => ({ icon: 'data:image/svg+xml;base64,PHN2Zy8+', link: 'https://search.example/' }) });
    assert.deepEqual(await desc(), { icon: 'data:image/svg+xml;base64,PHN2Zy8+', link: 'https://search.example/' });
    t.app.searchPlugins.register({ description: () => ({ icon: '', link: 'javascript:alert(1)' }) });
    assert.deepEqual(await desc(), { icon: '', link: '' });
    t.app.searchPlugins.register({
      description: () => ({ icon: '', link: 'https://search.example/' }),
      search: async (input) => ({ count: input.parsed.tags.length, list: [] }),
    });
    const res = await t.inject({ url: '/answer/api/v1/search?q=[a] [b] x' });
    assert.deepEqual(res.json().data, { count: 2, list: [] });
  });
});
