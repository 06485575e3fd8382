import { PostStatus, type BodyOf, type endpoints, type QuestionOperation } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewPostDetail, mayAct, type PostAction } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import { lockPostById, type PostRow } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { refundReward, restoreReward } from '../points/post-points.js';
import { postStateErrors } from './post-state-errors.js';
import { recordActivity } from '../../repositories/activities-repo.js';
import { markClosed, markDeleted, markRecovered, markReopened, moveExistenceCounters, setPinShow } from '../../repositories/post-state-repo.js';
import { queuePostChanged } from '../member-events/post-events.js';
import { requeueRecoveredPost, withdrawPendingReview } from '../publishing/pending-reviews.js';

type Trx = Transaction<Database>;

/**
 * Runs one state change on a locked post: 404 when the actor cannot see it, 403 for neither author nor staff, the state check (`check`: a 400 for an
 * action that does not fit the post's state), then 403 unless the policy lets the actor take the action.
 */
async function withPost(
  db: Kysely<Database>,
  user: UserRow,
  id: string,
  action: PostAction,
  check: (post: PostRow) => void,
  change: (trx: Trx, post: PostRow) => Promise<void>,
): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const post = await lockPostById(trx, id);
    if (!post || !canViewPostDetail(user, post)) throw errors.questionNotFound();
    // Roles first: someone with no say over the post learns nothing from its state.
    if (post.user_id !== user.id && !isStaff(user)) throw errors.forbidden();
    check(post);
    if (!mayAct(user, post, action)) throw errors.forbidden();
    await change(trx, post);
    queuePostChanged(post.id);
  });
  return null;
}

/** PUT question/status: close with a reason (close_type, close_msg). */
export function closeQuestion(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.closeQuestion>) {
  return withPost(
    db,
    user,
    b.id,
    'close',
    (post) => {
      if (post.status === PostStatus.deleted) throw postStateErrors.isDeleted();
      if (post.status === PostStatus.closed) throw postStateErrors.alreadyClosed();
    },
    async (trx, post) => {
      if (!(await markClosed(trx, post.id, user.id, b.close_type, b.close_msg))) throw postStateErrors.alreadyClosed();
      await recordActivity(trx, { objectType: 'question', objectId: post.id, userId: user.id, type: 'closed', comment: b.close_msg });
    },
  );
}

/** PUT question/reopen. */
export function reopenQuestion(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.reopenQuestion>) {
  return withPost(
    db,
    user,
    b.question_id,
    'reopen',
    (post) => {
      if (post.status === PostStatus.deleted) throw postStateErrors.isDeleted();
      if (post.status !== PostStatus.closed) throw postStateErrors.notClosed();
    },
    async (trx, post) => {
      if (!(await markReopened(trx, post.id))) throw postStateErrors.notClosed();
      await recordActivity(trx, { objectType: 'question', objectId: post.id, userId: user.id, type: 'reopened' });
    },
  );
}

/** DELETE question: the row stays (status 10) and the counters of existing posts move with it. */
export function deleteQuestion(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.deleteQuestion>) {
  return withPost(
    db,
    user,
    b.id,
    'delete',
    (post) => {
      if (post.status === PostStatus.deleted) throw postStateErrors.alreadyDeleted();
      if (post.user_id === user.id && !isStaff(user) && post.answer_count > 0) throw postStateErrors.cannotDeleteAnswered();
    },
    async (trx, post) => {
      if (!(await markDeleted(trx, post.id, user.id))) throw postStateErrors.alreadyDeleted();
      if (post.status === PostStatus.pending) await withdrawPendingReview(trx, post.id);
      await recordActivity(trx, { objectType: 'question', objectId: post.id, userId: user.id, type: 'deleted' });
      await moveExistenceCounters(trx, post, -1);
      // A reward nobody was paid goes back to its author (spec: deleting a scored post refunds points).
      await refundReward(trx, post, user.id);
    },
  );
}

/** POST question/recover: back to the status it had before deletion. */
export function recoverQuestion(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.recoverQuestion>) {
  return withPost(
    db,
    user,
    b.question_id,
    'undelete',
    (post) => {
      if (post.status !== PostStatus.deleted) throw postStateErrors.notDeleted();
    },
    async (trx, post) => {
      const restored = await markRecovered(trx, post.id);
      if (restored === undefined) throw postStateErrors.notDeleted();
      await requeueRecoveredPost(trx, post.id);
      await recordActivity(trx, { objectType: 'question', objectId: post.id, userId: user.id, type: 'undeleted' });
      await moveExistenceCounters(trx, { ...post, status: restored }, 1);
      await restoreReward(trx, post, user.id);
    },
  );
}

const OPERATION_CHANGE: Record<QuestionOperation, { pin?: 1 | 2; show?: 1 | 2 }> = {
  pin: { pin: 2 },
  unpin: { pin: 1 },
  hide: { show: 2 },
  show: { show: 1 },
};
const alreadyDone = (post: PostRow, op: QuestionOperation) =>
  (op === 'pin' && post.pin === 2) || (op === 'unpin' && post.pin !== 2) || (op === 'hide' && post.show !== 1) || (op === 'show' && post.show === 1);

/** PUT question/operation: pin, unpin, hide (unlist), show (list again); staff only; repeating one is a no-op. */
export async function operateQuestion(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.operateQuestion>) {
  return db.transaction().execute(async (trx) => {
    const post = await lockPostById(trx, b.id);
    if (!post || !canViewPostDetail(user, post)) throw errors.questionNotFound();
    if (!isStaff(user)) throw errors.forbidden();
    if (post.status === PostStatus.deleted) throw postStateErrors.isDeleted();
    if (alreadyDone(post, b.operation)) return null;
    if (!mayAct(user, post, b.operation)) throw errors.forbidden();
    await setPinShow(trx, post.id, OPERATION_CHANGE[b.operation]);
    await recordActivity(trx, { objectType: 'question', objectId: post.id, userId: user.id, type: b.operation });
    queuePostChanged(post.id);
    return null;
  });
}
