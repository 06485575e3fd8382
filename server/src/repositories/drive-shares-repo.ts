import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A resource's drive share as stored. */
export interface DriveShareRow {
  share_url: string;
  share_code: string;
}

export async function findDriveShare(db: Db, postId: string): Promise<DriveShareRow | null> {
  const row = await db.selectFrom('post_drive_shares').select(['share_url', 'share_code']).where('post_id', '=', postId).executeTakeFirst();
  return row ?? null;
}

/** Sets a post's share; an empty link removes it. */
export async function putDriveShare(trx: Transaction<Database>, postId: string, share: DriveShareRow): Promise<void> {
  if (share.share_url === '') {
    await trx.deleteFrom('post_drive_shares').where('post_id', '=', postId).execute();
    return;
  }
  await trx
    .insertInto('post_drive_shares')
    .values({ post_id: postId, share_url: share.share_url, share_code: share.share_code })
    .onConflict((oc) => oc.column('post_id').doUpdateSet({ share_url: share.share_url, share_code: share.share_code, updated_at: new Date() }))
    .execute();
}
