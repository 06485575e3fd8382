// The bounds that keep search fast: free text ranks only the newest N matches, filters alone reach at most M hits,
// and the count always says how many hits can be paged to (a page past it answers 404, never wrong rows).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, searchResponseSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { searchLimits } from '../repositories/search-repo.js';
import { makePost, makeTag, makeUser } from '../test-support/factories.js';
import { makeSearchAnswer, setPostBody } from '../test-support/search-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('GET search limits', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const saved = { ...searchLimits };
  const ids: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    const u = await makeUser(db, { username: 'writer' });
    const tag = await makeTag(db, 'okapi');
    // Five posts mention "okapi", newest first: p1 (body only) ... p5 (oldest, title).
    const post = async (key: string, title: string, body: string, hoursAgo: number) => {
      ids[key] = (await makePost(db, { user_id: u.id, title, tagIds: [tag.id], created_at: ago(hoursAgo) })).id;
      await setPostBody(db, ids[key]!, body);
    };
    await post('p1', 'Striped animals', 'an okapi is mentioned here', 1);
    await post('p2', 'Okapi habitat', 'forests', 2);
    await post('p3', 'Okapi diet', 'leaves', 3);
    await post('p4', 'Okapi size', 'big', 4);
    await post('p5', 'Okapi history', 'old', 5);
    ids.a1 = (await makeSearchAnswer(db, { questionId: ids.p5!, userId: u.id, text: 'okapi answer', createdAt: ago(6) })).id;
    searchLimits.rankedCandidates = 3;
    searchLimits.maxHits = 4;
  });
  after(async () => {
    Object.assign(searchLimits, saved);
    await t.close();
  });

  const get = (qs: string) => t.inject({ url: `/answer/api/v1/search?${qs}` });
  const search = async (q: string, extra = '') => {
    const res = await get(`q=${encodeURIComponent(q)}${extra}`);
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(searchResponseSchema).parse(res.json()).data;
  };
  const keysOf = (page: { list: { object: { id: string } }[] }) =>
    page.list.map((h) => Object.keys(ids).find((k) => ids[k] === h.object.id) ?? `?${h.object.id}`);

  it('free text ranks the newest N matches; the count is N and the pages stop there', async () => {
    const page = await search('okapi');
    assert.equal(page.count, 3);
    assert.deepEqual(keysOf(page), ['p2', 'p3', 'p1'], 'title matches above the body match, among the newest three');
    const p1 = await search('okapi', '&order=newest&size=2');
    const p2 = await search('okapi', '&order=newest&size=2&page=2');
    assert.deepEqual([...keysOf(p1), ...keysOf(p2)], ['p1', 'p2', 'p3']);
    assert.equal(p2.count, 3);
    assert.equal((await get('q=okapi&order=newest&size=2&page=3')).statusCode, 404);
  });

  it('an excluded word changes which posts match, never how they rank', async () => {
    assert.deepEqual(keysOf(await search('okapi -zebra')), ['p2', 'p3', 'p1'], 'a word no post has changes nothing');
    assert.deepEqual(keysOf(await search('okapi -habitat')), ['p3', 'p4', 'p1'], 'the newest three without p2, titles first');
  });

  it('other orders sort the same candidates', async () => {
    assert.deepEqual(keysOf(await search('okapi', '&order=score')), ['p1', 'p2', 'p3']);
    assert.deepEqual(keysOf(await search('okapi is:answer')), ['a1'], 'a narrower query has its own newest N');
  });

  it('filters alone count and page up to M hits; a page at or past M answers 404', async () => {
    const first = await search('[okapi]', '&size=3');
    assert.equal(first.count, 4, 'six hits, four reachable');
    assert.deepEqual(keysOf(first), ['p1', 'p2', 'p3']);
    const second = await search('[okapi]', '&size=3&page=2');
    assert.deepEqual(keysOf(second), ['p4'], 'cut at the cap, not the fifth hit');
    assert.equal((await get('q=[okapi]&size=2&page=3')).statusCode, 404);
    assert.equal((await get('q=[okapi]&size=4&page=2')).statusCode, 404);
  });

  it('a post hidden after a search leaves the next page at once (cached candidates are checked again)', async () => {
    assert.ok(keysOf(await search('okapi')).includes('p2'));
    await db.updateTable('posts').set({ status: 10 }).where('id', '=', ids.p2!).execute();
    assert.ok(!keysOf(await search('okapi')).includes('p2'));
    assert.ok(!keysOf(await search('[okapi]')).includes('p2'));
  });
});
