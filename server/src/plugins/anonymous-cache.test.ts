// The anonymous cache (plugins/anonymous-cache.ts): visitors are served from memory until a write, members get
// answers made for them from the rows every reader shares (kept under the same rule), ETags with 304, and a write
// through one instance seen by the next anonymous load through another (Redis).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ContentType, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost, makeTag } from '../test-support/factories.js';
import { askWithPoints, grantPoints } from '../test-support/points.js';
import { userWithToken } from '../test-support/question-write-factories.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { createTestApp, engine, type TestApp } from '../test-support/test-app.js';

const LIST = `${API_PREFIX}/question/page?page=1&page_size=20&order=newest`;
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const titles = (res: { json(): unknown }) => (res.json() as { data: { list: { title: string }[] } }).data.list.map((p) => p.title);

describe('anonymous cache', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: { user: { id: string }; token: string };
  let voter: { user: { id: string }; token: string };
  before(async () => {
    t = await createTestApp({ installed: true, keepAnonymousCache: true });
    db = t.app.site.db;
    author = await userWithToken(db);
    voter = await userWithToken(db);
    await makeTag(db, 'go');
  });
  after(() => t.close());

  const ask = async (title: string) => {
    const res = await t.inject({ method: 'POST', url: `${API_PREFIX}/question`, headers: { authorization: author.token }, payload: { title, content: 'Some content here', tags: [{ slug_name: 'go' }] } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as string;
  };

  it('serves a visitor the cached answer until a write, and a member an answer made for them from the same rows', async () => {
    await makePost(db, { user_id: author.user.id, title: 'Cached one' });
    const first = await get(t, LIST);
    assert.equal(first.statusCode, 200);
    assert.ok(titles(first).includes('Cached one'));
    // A row written behind the API's back (no HTTP write): the visitor still gets the cached page...
    await makePost(db, { user_id: author.user.id, title: 'Behind the back' });
    const second = await get(t, LIST);
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);
    // ...and a member's answer (the visitors' own, or made for them from the rows every reader shares, which the same
    // rule keeps) does not show the row either.
    const member = await get(t, LIST, { authorization: author.token });
    assert.equal(member.headers['cache-control'], 'private, no-cache');
    assert.ok(!titles(member).includes('Behind the back'));
    // Any write through the API makes every cached answer stale, for both.
    await ask('Asked through the API');
    for (const headers of [{}, { authorization: author.token }] as Record<string, string>[]) {
      const third = titles(await get(t, LIST, headers));
      assert.ok(third.includes('Behind the back') && third.includes('Asked through the API'), third.join(', '));
    }
  });

  it("a member who unlocked nothing on a page gets the visitors' answer; a buyer's or staff's own answer never reaches visitors", async () => {
    const url = `${API_PREFIX}/question/page?page=1&page_size=20&order=newest&content_type=${ContentType.resource}`;
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 20 });
    const buyer = await makeMember(db);
    await grantPoints(db, buyer.user.id, 20);
    assert.equal((await callAs(t, buyer.token, 'POST', 'question/buy', { question_id: id })).statusCode, 200);
    const staff = await makeMember(db, { role_id: RoleId.moderator });
    const plain = await makeMember(db);
    const excerpt = (res: { json(): unknown }) => (res.json() as { data: { list: { id: string; description: string }[] } }).data.list.find((p) => p.id === id)!.description;
    // The buyer and a moderator ask first, on a cold cache: what they read past the paywall is theirs alone.
    for (const who of [buyer, staff]) {
      const own = await get(t, url, { authorization: who.token });
      assert.match(excerpt(own), /locked body/);
      assert.equal(own.headers['cache-control'], 'private, no-cache');
    }
    const visitor = await get(t, url);
    assert.equal(excerpt(visitor), '');
    const member = await get(t, url, { authorization: plain.token });
    assert.equal(member.body, visitor.body);
    assert.equal(member.headers['cache-control'], 'private, no-cache');
    // A member's shared answer, stored when they ask first, is the visitors' answer too.
    await ask('A write empties the cache');
    const first = await get(t, url, { authorization: plain.token });
    assert.equal(excerpt(first), '');
    assert.equal((await get(t, url)).body, first.body);
    assert.match(excerpt(await get(t, url, { authorization: buyer.token })), /locked body/);
  });

  it('never hides a new post from the next anonymous load, and never shows a deleted one', async () => {
    await get(t, LIST);
    const id = await ask('A brand new post');
    assert.equal(titles(await get(t, LIST))[0], 'A brand new post');
    const detail = `${API_PREFIX}/question/info?id=${id}`;
    assert.equal((await get(t, detail)).statusCode, 200);
    const del = await t.inject({ method: 'DELETE', url: `${API_PREFIX}/question`, headers: { authorization: author.token }, payload: { id } });
    assert.equal(del.statusCode, 200, del.body);
    assert.ok(!titles(await get(t, LIST)).includes('A brand new post'));
    assert.equal((await get(t, detail)).statusCode, 404);
    const search = await get(t, `${API_PREFIX}/search?q=${encodeURIComponent('brand new')}`);
    assert.equal(search.json().data.count, 0);
  });

  it('shows a vote at once to the voter, and to the next visitor', async () => {
    const id = await ask('Vote on me');
    const detail = `${API_PREFIX}/question/info?id=${id}`;
    assert.equal((await get(t, detail)).json().data.vote_count, 0);
    const vote = await t.inject({ method: 'POST', url: `${API_PREFIX}/vote/up`, headers: { authorization: voter.token }, payload: { object_id: id, is_cancel: false } });
    assert.equal(vote.statusCode, 200, vote.body);
    const mine = (await get(t, detail, { authorization: voter.token })).json().data;
    assert.equal(mine.vote_count, 1);
    assert.equal(mine.vote_status, 'vote_up');
    assert.equal((await get(t, detail)).json().data.vote_count, 1);
  });

  it('answers 304 to a matching If-None-Match, for visitors and members, and 200 once the answer changed', async () => {
    const first = await get(t, LIST);
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const notModified = await get(t, LIST, { 'if-none-match': etag });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.body, '');
    const member = await get(t, LIST, { authorization: author.token });
    assert.equal(member.headers['cache-control'], 'private, no-cache');
    assert.equal((await get(t, LIST, { authorization: author.token, 'if-none-match': member.headers.etag as string })).statusCode, 304);
    await ask('Changes the list');
    const changed = await get(t, LIST, { 'if-none-match': etag });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
  });

  it('answers identical visitor requests arriving together alike, right after a write', async () => {
    await ask('Just before the rush');
    const all = await Promise.all(Array.from({ length: 6 }, () => get(t, LIST)));
    assert.ok(all.every((r) => r.statusCode === 200 && r.body === all[0]!.body));
    assert.equal(titles(all[0]!)[0], 'Just before the rush');
  });

  it('keeps one answer per language, and refused writes leave the cache alone', async () => {
    const en = await get(t, LIST);
    const zh = await get(t, LIST, { 'accept-language': 'zh-CN' });
    assert.notEqual(en.json().msg, zh.json().msg);
    assert.equal((await get(t, LIST, { 'accept-language': 'zh-CN' })).body, zh.body);
    await makePost(db, { user_id: author.user.id, title: 'Still hidden' });
    const refused = await t.inject({ method: 'POST', url: `${API_PREFIX}/question`, headers: { authorization: author.token }, payload: { title: 'x' } });
    assert.equal(refused.statusCode, 400);
    assert.equal((await get(t, LIST)).body, en.body);
  });
});

describe('anonymous cache across two instances sharing Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let redisUp = false;
  before(async () => {
    const probe = await redisStoreOrSkip();
    redisUp = probe !== null;
    await probe?.close();
    if (!redisUp) return;
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() };
    a = await createTestApp({ installed: true, keepAnonymousCache: true, env: shared });
    // On PostgreSQL both instances use one database, as behind a load balancer; the embedded database is one
    // process's, so there B has its own and the change B must see is made in B's database directly.
    b = await createTestApp({ installed: true, keepAnonymousCache: true, env: engine === 'postgres' ? { ...shared, databaseUrl: a.env.databaseUrl } : shared });
  });
  after(async () => {
    // B first: on PostgreSQL closing A drops the database B also uses.
    await b?.close();
    await a?.close();
  });

  it('a write through one instance makes the next anonymous load through the other fresh', async (t) => {
    if (!redisUp) return t.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const member = await userWithToken(a!.app.site.db);
    await makeTag(a!.app.site.db, 'go');
    const before = await get(b!, LIST);
    await makePost(b!.app.site.db, { user_id: (await userWithToken(b!.app.site.db)).user.id, title: 'Seen after the write' });
    assert.equal((await get(b!, LIST)).body, before.body, 'B serves its cached page');
    const res = await a!.inject({ method: 'POST', url: `${API_PREFIX}/question`, headers: { authorization: member.token }, payload: { title: 'Written through A', content: 'Some content here', tags: [{ slug_name: 'go' }] } });
    assert.equal(res.statusCode, 200, res.body);
    const after = titles(await get(b!, LIST));
    assert.ok(after.includes('Seen after the write'), after.join(', '));
    if (engine === 'postgres') assert.ok(after.includes('Written through A'), after.join(', '));
  });
});
