// The demo's AI picture posts get pictures: a gradient per post (two colours from its id), stored through the upload
// storage with its thumbnail like any picture, marked as made by a demo model. Only posts without one, so a second
// run adds nothing.
import { ContentType } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.js';
import { savePicture } from '../services/picture/picture-service.js';
import type { UploadStorage } from '../services/upload/storage.js';

/** At most this many pictures per run: a bulk seed's tens of thousands of picture posts keep their cards plain. */
export const DEMO_PICTURE_LIMIT = 60;
const DEMO_MODEL = 'demo-gradients';

const hue = (n: number) => `hsl(${n % 360}, 65%, 55%)`;

function gradientPng(id: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue(id * 47)}"/><stop offset="1" stop-color="${hue(id * 47 + 140)}"/></linearGradient></defs><rect width="768" height="512" fill="url(#g)"/><circle cx="${200 + (id * 37) % 368}" cy="${150 + (id * 53) % 212}" r="${60 + (id % 5) * 20}" fill="rgba(255,255,255,0.35)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Gives up to `limit` picture posts without a picture one; the number made. */
export async function seedDemoPictures(db: Kysely<Database>, storage: UploadStorage, limit = DEMO_PICTURE_LIMIT): Promise<number> {
  const posts = await db
    .selectFrom('posts as p')
    .select(['p.id', 'p.user_id', 'p.title'])
    .where('p.content_type', '=', ContentType.aipic)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('post_pictures as pp').select('pp.id').whereRef('pp.post_id', '=', 'p.id'))))
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  for (const post of posts) {
    const picture = await savePicture(storage, db, post.user_id, { data: await gradientPng(Number(post.id)), prompt: `${post.title}, as a soft gradient`, source: 'ai', model: DEMO_MODEL });
    await db.updateTable('post_pictures').set({ post_id: post.id }).where('id', '=', picture.id).execute();
  }
  return posts.length;
}
