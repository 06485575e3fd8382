import { PostStatus } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { countsInTags } from '../policies/post-listing-policy.js';

type Trx = Transaction<Database>;

/** The post's tags count it once more (`1`) or once less (`-1`); never below 0. */
export async function moveTagCounts(trx: Trx, postId: string, delta: 1 | -1) {
  await trx
    .updateTable('tags')
    .set({ question_count: sql`greatest(question_count + ${delta}, 0)` })
    .where('id', 'in', (eb) => eb.selectFrom('post_tags').select('tag_id').where('post_id', '=', postId))
    .execute();
}

/**
 * The counters that count a post while it exists move by `delta`: its author's question_count always, its tags'
 * only for a post in a status they count (`status`: the one it leaves on deletion, or returns to on recovery).
 * Called in the transaction that deletes or recovers the post, after the conditional status change succeeded.
 */
export async function moveExistenceCounters(trx: Trx, post: { id: string; user_id: string; status: number }, delta: 1 | -1) {
  if (countsInTags(post.status)) await moveTagCounts(trx, post.id, delta);
  await trx
    .updateTable('users')
    .set({ question_count: sql`greatest(question_count + ${delta}, 0)` })
    .where('id', '=', post.user_id)
    .execute();
}

/** Deleted (status 10), remembering the status to restore; false when it already was. */
export async function markDeleted(trx: Trx, postId: string, byUserId: string): Promise<boolean> {
  const row = await trx
    .updateTable('posts')
    .set({ status: PostStatus.deleted, status_before_delete: sql`status`, deleted_at: sql`now()`, deleted_by: byUserId })
    .where('id', '=', postId)
    .where('status', '<>', PostStatus.deleted)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Back to the status it had before deletion: that status, or undefined when it was not deleted. */
export async function markRecovered(trx: Trx, postId: string): Promise<number | undefined> {
  const row = await trx
    .updateTable('posts')
    .set({ status: sql`coalesce(status_before_delete, ${PostStatus.normal})`, status_before_delete: null, deleted_at: null, deleted_by: null })
    .where('id', '=', postId)
    .where('status', '=', PostStatus.deleted)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}

export async function markClosed(trx: Trx, postId: string, byUserId: string, closeType: number, closeMsg: string): Promise<boolean> {
  const row = await trx
    .updateTable('posts')
    .set({ status: PostStatus.closed, close_type: closeType, close_msg: closeMsg, closed_by: byUserId })
    .where('id', '=', postId)
    .where('status', '=', PostStatus.normal)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markReopened(trx: Trx, postId: string): Promise<boolean> {
  const row = await trx
    .updateTable('posts')
    .set({ status: PostStatus.normal, close_type: 0, close_msg: '', closed_by: null })
    .where('id', '=', postId)
    .where('status', '=', PostStatus.closed)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** pin = 2 (shown first in every list), 1 not pinned; show = 1 listed, 2 unlisted. */
export async function setPinShow(trx: Trx, postId: string, change: { pin?: 1 | 2; show?: 1 | 2 }) {
  const pin = change.pin === undefined ? {} : { pin: change.pin, pinned_at: change.pin === 2 ? new Date() : null };
  const show = change.show === undefined ? {} : { show: change.show };
  await trx.updateTable('posts').set({ ...pin, ...show }).where('id', '=', postId).execute();
}

/** Adds gathered detail views to their posts' view_count, in one statement ([post id, views] pairs). */
export async function addViewCounts(db: Kysely<Database>, counts: [string, number][]): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(counts.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`));
  await sql`UPDATE posts p SET view_count = p.view_count + v.n FROM (VALUES ${values}) AS v(id, n) WHERE p.id = v.id`.execute(db);
}
