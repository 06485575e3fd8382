// The pictures of AI picture posts (migration 0015): stored once, then claimed by one post of their owner.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PostPicturesTable } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PictureRow = Selectable<PostPicturesTable>;
/** What a post's list card and detail read of its picture (the lists and the detail select it as JSON). */
export type PictureJson = Pick<PictureRow, 'id' | 'image_key' | 'thumbnail_key' | 'width' | 'height' | 'prompt' | 'source' | 'model'>;

export interface NewPicture {
  userId: string;
  imageKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  prompt: string;
  source: 'ai' | 'upload';
  model: string;
}

export function insertPicture(db: Db, p: NewPicture): Promise<PictureRow> {
  return db
    .insertInto('post_pictures')
    .values({
      user_id: p.userId,
      image_key: p.imageKey,
      thumbnail_key: p.thumbnailKey,
      width: p.width,
      height: p.height,
      prompt: p.prompt,
      source: p.source,
      model: p.model,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Gives the post this picture, when it is the member's own and no other post has it (the post's own picture is
 * kept); whatever picture the post had before is freed first. `prompt` replaces an uploaded picture's prompt (a
 * generated one keeps the prompt that made it). False when the picture cannot be used.
 */
export async function claimPicture(trx: Transaction<Database>, pictureId: string, userId: string, postId: string, prompt?: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(pictureId)) return false;
  await trx.updateTable('post_pictures').set({ post_id: null }).where('post_id', '=', postId).where('id', '<>', pictureId).execute();
  const claimed = await trx
    .updateTable('post_pictures')
    .set((eb) => ({
      post_id: postId,
      ...(prompt === undefined ? {} : { prompt: eb.case().when('source', '=', 'upload').then(prompt).else(eb.ref('prompt')).end() }),
    }))
    .where('id', '=', pictureId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', '=', postId)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The id of the post's picture, if it has one. */
export async function pictureOfPost(db: Db, postId: string): Promise<string | undefined> {
  return (await db.selectFrom('post_pictures').select('id').where('post_id', '=', postId).executeTakeFirst())?.id;
}
