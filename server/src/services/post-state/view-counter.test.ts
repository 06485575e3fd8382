import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePost, makeUser } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { flushViewCounts } from './view-counter.js';

describe('view counts when their write fails', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t?.close());

  const viewAs = (postId: string, ip: string) => t.inject({ url: `/answer/api/v1/question/info?id=${postId}`, remoteAddress: ip });
  const viewCount = async (postId: string) =>
    (await t.app.site.db.selectFrom('posts').select('view_count').where('id', '=', postId).executeTakeFirstOrThrow()).view_count;

  it('are kept for the next flush, and the failure is logged', async () => {
    const author = await makeUser(t.app.site.db);
    const post = await makePost(t.app.site.db, { user_id: author.id, title: 'viewed while the database fails' });
    assert.equal((await viewAs(post.id, '10.0.0.1')).statusCode, 200);
    assert.equal((await viewAs(post.id, '10.0.0.2')).statusCode, 200);

    // The database refuses the write once.
    const failing = () => Promise.reject(new Error('the database is unreachable'));
    await assert.rejects(flushViewCounts(t.app.site.db, { write: failing }), /unreachable/);
    assert.equal(await viewCount(post.id), 0);
    const warned = t.logs.map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string }; views?: number }).find((l) => l.msg.includes('view counts could not be written'));
    assert.ok(warned, 'a log line says the write failed');
    assert.equal(warned.level, 40);
    assert.equal(warned.err?.message, 'the database is unreachable');
    assert.equal(warned.views, 2);

    // A view arriving meanwhile joins the kept ones; the next flush writes all of them.
    assert.equal((await viewAs(post.id, '10.0.0.3')).statusCode, 200);
    await flushViewCounts(t.app.site.db);
    assert.equal(await viewCount(post.id), 3);
  });
});
