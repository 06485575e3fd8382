// The queued tab: posts and answers held back (status 11) by the admin's queue rules, approved or rejected by staff.
import { PostStatus, type BodyOf, type endpoints, type PendingPost, type QueryOf } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { REVIEW_APPROVED, REVIEW_REJECTED, REVIEW_WAITING } from '../../db/schema-review.js';
import { AppError, errors } from '../../errors/app-error.js';
import { unix } from '../../presenters/time.js';
import { ANSWER_DELETED, countAnswerIn, findPostFollowers, setAnswerStatus } from '../../repositories/answers-repo.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { postMentionEvents } from '../notification/post-mentions.js';
import { markDeleted, moveExistenceCounters, moveTagCounts } from '../../repositories/post-state-repo.js';
import { lockPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { queueNewPostMails } from '../mail-queue/mail-enqueue.js';
import { refundReward } from '../points/post-points.js';
import { describeObject } from './review-object.js';
import { tellStaff } from './staff-events.js';
import { queueNewListedPost, queuePostChanged } from '../member-events/post-events.js';

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

/** GET review/pending/post/page: one waiting post or answer a page, oldest first (or the one object_id names). */
export async function pendingPostPage(db: Db, q: QueryOf<typeof endpoints.getPendingPostPage>, lang: string): Promise<{ count: number; list: PendingPost[] }> {
  let base = db.selectFrom('pending_reviews').where('status', '=', REVIEW_WAITING);
  if (q.object_id) base = base.where('object_id', '=', q.object_id);
  const page = q.object_id ? 1 : q.page;
  const [total, row] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('created_at').orderBy('id').limit(1).offset(page - 1).executeTakeFirst(),
  ]);
  const count = Number(total.n);
  if (!row) {
    if (page > 1) throw errors.notFound();
    return { count, list: [] };
  }
  const object = await describeObject(db, row.object_type, row.object_id);
  const { answer_count: _a, answer_accepted: _b, ...fields } = object;
  return {
    count,
    list: [
      {
        review_id: row.id,
        created_at: unix(row.created_at),
        ...fields,
        submit_at: unix(row.created_at),
        submitter_display_name: object.author_user_info?.display_name ?? '',
        reason: translate(`review.reason.${row.reason}`, lang),
      },
    ],
  };
}

/**
 * Approving: the post goes out as if just published (new-post mails, the people it mentions told); an answer is
 * counted and its post's people and the people it mentions told.
 */
async function approve(trx: Trx, r: { object_type: 'question' | 'answer'; object_id: string; question_id: string; user_id: string }) {
  if (r.object_type === 'question') {
    const post = await trx
      .updateTable('posts')
      .set({ status: PostStatus.normal })
      .where('id', '=', r.object_id)
      .where('status', '=', PostStatus.pending)
      .returning(['id', 'parsed_text'])
      .executeTakeFirst();
    if (!post) return;
    // Listed from now on: its tags count it.
    await moveTagCounts(trx, post.id, 1);
    await recordNotificationEvents(trx, await postMentionEvents(trx, { html: post.parsed_text, authorId: r.user_id, objectType: 'question', objectId: post.id, questionId: post.id }));
    await queueNewPostMails(trx, { id: r.object_id, status: PostStatus.normal });
    queueNewListedPost();
    queuePostChanged(r.object_id);
    return;
  }
  const post = await lockPostById(trx, r.question_id);
  if (!(await setAnswerStatus(trx, r.object_id, ANSWER_PENDING, 1)) || !post) return;
  await countAnswerIn(trx, post.id, r.user_id);
  queuePostChanged(post.id);
  const answer = await trx.selectFrom('answers').select(['is_private', 'parsed_text']).where('id', '=', r.object_id).executeTakeFirstOrThrow();
  const recipients = new Set([post.user_id, ...(answer.is_private ? [] : await findPostFollowers(trx, post.id))]);
  await recordNotificationEvents(trx, [
    ...[...recipients].map((userId) => ({ userId, triggerUserId: r.user_id, kind: 'answer' as const, objectType: 'answer' as const, objectId: r.object_id, questionId: post.id })),
    // A private plan is for the question's author only: the people it mentions are not told either.
    ...(answer.is_private
      ? []
      : await postMentionEvents(trx, { html: answer.parsed_text, authorId: r.user_id, objectType: 'answer', objectId: r.object_id, questionId: post.id })),
  ]);
}

/** Rejecting deletes it (as Answer does): a post's counters and any reward held for it go back. */
async function reject(trx: Trx, staff: UserRow, r: { object_type: 'question' | 'answer'; object_id: string }) {
  if (r.object_type === 'answer') {
    await setAnswerStatus(trx, r.object_id, ANSWER_PENDING, ANSWER_DELETED);
    return;
  }
  const post = await lockPostById(trx, r.object_id);
  if (!post || post.status !== PostStatus.pending) return;
  await markDeleted(trx, post.id, staff.id);
  await moveExistenceCounters(trx, post, -1);
  await refundReward(trx, post, staff.id);
}

/** PUT review/pending/post: approve or reject one waiting review; one already decided is refused. */
export async function updatePendingPost(db: Db, staff: UserRow, b: BodyOf<typeof endpoints.updatePendingPost>): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('pending_reviews')
      .set({ status: b.status === 'approve' ? REVIEW_APPROVED : REVIEW_REJECTED, reviewer_id: staff.id, reviewed_at: sql`now()` })
      .where('id', '=', b.review_id)
      .where('status', '=', REVIEW_WAITING)
      .returning(['object_type', 'object_id', 'question_id', 'user_id'])
      .executeTakeFirst();
    if (!r) throw new AppError(404, 'error.review.not_found');
    if (b.status === 'approve') await approve(trx, r);
    else await reject(trx, staff, r);
    await tellStaff(trx);
  });
  return null;
}
