// The pending review queue's records: a new post or answer held back by the admin's queue rules enters it, and leaves
// it when its author withdraws it. Below both the writing services (answers, posts) and the staff's review pages, so
// those two never depend on each other for it.
import { PostStatus } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { REVIEW_REJECTED, REVIEW_WAITING } from '../../db/schema-review.js';
import { tellStaff } from './staff-events.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** Answer's status numbers for an answer held back for review. */
export const ANSWER_PENDING = PostStatus.pending;

/** Records that a new post or answer waits for review (in the transaction that wrote it). */
export async function enqueueReview(
  trx: Trx,
  r: { objectType: 'question' | 'answer'; objectId: string; questionId: string; userId: string; reason: string },
): Promise<void> {
  await trx
    .insertInto('pending_reviews')
    .values({ object_type: r.objectType, object_id: r.objectId, question_id: r.questionId, user_id: r.userId, reason: r.reason })
    .execute();
  await tellStaff(trx);
}

/** Its author deleted a post still waiting: it leaves the queue (there is nothing left to decide). */
export async function withdrawPendingReview(trx: Trx, objectId: string): Promise<void> {
  const gone = await trx.deleteFrom('pending_reviews').where('object_id', '=', objectId).where('status', '=', REVIEW_WAITING).returning('id').execute();
  if (gone.length) await tellStaff(trx);
}

/**
 * A post recovered into the pending state (it was rejected, or deleted while it waited) goes back into the queue,
 * for the same reason as before: otherwise it would stay visible to its author alone, with nobody able to approve it.
 */
export async function requeueRecoveredPost(trx: Trx, postId: string): Promise<void> {
  const post = await trx.selectFrom('posts').select(['id', 'user_id', 'status']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.status !== PostStatus.pending) return;
  const last = await trx.selectFrom('pending_reviews').select('reason').where('object_id', '=', postId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  await trx
    .insertInto('pending_reviews')
    .values({ object_type: 'question', object_id: post.id, question_id: post.id, user_id: post.user_id, reason: last?.reason ?? 'low_reputation' })
    .onConflict((oc) => oc.column('object_id').where('status', '=', REVIEW_WAITING).doNothing())
    .execute();
  await tellStaff(trx);
}

/** Whether review rejected this answer: its author may not bring it back (staff still may). */
export async function wasRejected(db: Db | Trx, objectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pending_reviews')
    .select('status')
    .where('object_id', '=', objectId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status === REVIEW_REJECTED;
}

export async function countPendingReviews(db: Db): Promise<number> {
  const row = await db.selectFrom('pending_reviews').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', REVIEW_WAITING).executeTakeFirstOrThrow();
  return Number(row.n);
}

