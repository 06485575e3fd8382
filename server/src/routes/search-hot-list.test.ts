// The sidebar's hot list is GET question/page with the spec's defaults (section 9): page 1, page_size 6,
// order frequent, in_days 7. in_days must hold for the 'frequent' order too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, questionPageSchema } from '@site/shared/contract';
import { makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const HOT = '/answer/api/v1/question/page?page=1&page_size=6&order=frequent&in_days=7';
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('hot list (question/page, order frequent, in_days 7)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    const db = t.app.site.db;
    const u = await makeUser(db);
    // Recent posts with growing views, an old post with the most views, and hidden ones that must not show.
    for (let i = 1; i <= 8; i++) await makePost(db, { user_id: u.id, title: `recent ${i}`, view_count: i * 10, created_at: ago(i * 0.5) });
    await makePost(db, { user_id: u.id, title: 'old but viewed', view_count: 10_000, created_at: ago(8) });
    await makePost(db, { user_id: u.id, title: 'deleted', view_count: 9_000, created_at: ago(1), status: 10 });
    await makePost(db, { user_id: u.id, title: 'unlisted', view_count: 9_000, created_at: ago(1), show: 2 });
  });
  after(() => t.close());

  it('lists at most six posts of the last seven days, most viewed first', async () => {
    const res = await t.inject({ url: HOT });
    assert.equal(res.statusCode, 200, res.body);
    const page = envelopeSchema(questionPageSchema).parse(res.json()).data;
    assert.equal(page.count, 8);
    assert.deepEqual(page.list.map((q) => q.title), ['recent 8', 'recent 7', 'recent 6', 'recent 5', 'recent 4', 'recent 3']);
  });

  it('without in_days the old post leads', async () => {
    const res = await t.inject({ url: '/answer/api/v1/question/page?page=1&page_size=6&order=frequent' });
    assert.equal(res.json().data.list[0].title, 'old but viewed');
  });
});
