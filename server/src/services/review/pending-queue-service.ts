// The queued tab: posts and answers held back (status 11) by the admin's queue rules, approved or rejected by staff.
import { AnswerStatus, PostStatus, type BodyOf, type endpoints, type PendingPost, type QueryOf } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { REVIEW_APPROVED, REVIEW_REJECTED, REVIEW_WAITING } from '../../db/schema-review.js';
import { AppError, errors } from '../../errors/app-error.js';
import { unix } from '../../presenters/time.js';
import { setAnswerStatus } from '../../repositories/answers-repo.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { postMentionEvents } from '../notification/post-mentions.js';
import { markDeleted, moveExistenceCounters, moveTagCounts } from '../../repositories/post-state-repo.js';
import { lockPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { queueNewPostMails } from '../mail-queue/mail-enqueue.js';
import { refundReward } from '../points/post-points.js';
import { answerGoesLive } from '../publishing/answer-goes-live.js';
import { ANSWER_PENDING } from '../publishing/pending-reviews.js';
import { describeObject } from './review-object.js';
import { tellStaff } from '../publishing/staff-events.js';
import { queueNewListedPost, queuePostChanged } from '../member-events/post-events.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

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
  if (!(await setAnswerStatus(trx, r.object_id, ANSWER_PENDING, AnswerStatus.normal)) || !post) return;
  const answer = await trx.selectFrom('answers').select(['id', 'user_id', 'is_private', 'parsed_text', 'ai_model']).where('id', '=', r.object_id).executeTakeFirstOrThrow();
  await answerGoesLive(trx, { post, answer });
}

/** Rejecting deletes it (as Answer does): a post's counters and any reward held for it go back. */
async function reject(trx: Trx, staff: UserRow, r: { object_type: 'question' | 'answer'; object_id: string }) {
  if (r.object_type === 'answer') {
    await setAnswerStatus(trx, r.object_id, ANSWER_PENDING, AnswerStatus.deleted);
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
