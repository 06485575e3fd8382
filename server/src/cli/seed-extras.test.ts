import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { SEARCH_FIXTURES as F, seedManyAnswers, seedSearchFixtures } from './seed-extras.js';
import { seedUsersAndTags } from './seed-lib.js';

describe('seed extras', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    await seedUsersAndTags(t.app.site.db, 5);
    await seedSearchFixtures(t.app.site.db);
    await seedSearchFixtures(t.app.site.db); // idempotent
  });
  after(() => t.close());

  const search = async (q: string) => {
    const res = await t.inject({ url: `/answer/api/v1/search?q=${encodeURIComponent(q)}&order=newest` });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data.list as { object_type: string; object: { title: string; excerpt: string } }[]).map((h) => `${h.object_type}:${h.object.excerpt || h.object.title}`);
  };

  it('the search fixtures show only their visible parts', async () => {
    const hits = await search(F.word);
    assert.equal(hits.length, 3, hits.join(' | '));
    assert.ok(hits.includes(`answer:${F.answer}`));
    assert.ok(!hits.some((h) => h.includes('private') || h.includes('deleted')), hits.join(' | '));
    assert.deepEqual(await search(`[${F.tag}] is:question`), ['question:Where do they live? Rottnest island mostly.']);
  });

  it('one question with many answers', async () => {
    const id = await seedManyAnswers(t.app.site.db, 120);
    const res = await t.inject({ url: `/answer/api/v1/question/info?id=${id}` });
    assert.equal(res.json().data.answer_count, 120);
  });
});
