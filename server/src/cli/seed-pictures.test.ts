import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentType } from '@site/shared/contract';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedDemoPictures } from './seed-pictures.js';
import { seedPosts, seedUsersAndTags } from './seed-lib.js';

describe('demo pictures', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    await seedUsersAndTags(t.app.site.db, 5);
    await seedPosts(t.app.site.db, 40);
  });
  after(() => t.close());

  it('every demo AI picture post shows a picture and its thumbnail; a second run adds none', async () => {
    const db = t.app.site.db;
    const picturePosts = await db.selectFrom('posts').select('id').where('content_type', '=', ContentType.aipic).execute();
    assert.ok(picturePosts.length > 0);
    assert.equal(await seedDemoPictures(db, t.app.uploads), picturePosts.length);
    assert.equal(await seedDemoPictures(db, t.app.uploads), 0);
    const info = (await t.inject({ url: `/answer/api/v1/question/info?id=${picturePosts[0]!.id}` })).json().data;
    assert.equal(info.picture.source, 'ai');
    const thumb = await t.inject({ url: info.picture.thumbnail_url });
    assert.equal(thumb.statusCode, 200);
    assert.deepEqual([(await sharp(thumb.rawPayload).metadata()).format, info.picture.width, info.picture.height], ['webp', 768, 512]);
  });
});
