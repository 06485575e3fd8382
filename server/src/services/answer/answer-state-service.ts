import { AnswerStatus, type BodyOf, type endpoints } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canRecoverAnswer, canViewAnswer, deleteRefusal } from '../../policies/answer-policy.js';
import { canViewPost, isRewarded } from '../../policies/post-policy.js';
import {
  ACCEPTED_YES,
  countAnswerIn,
  countAnswerOut,
  findAnswerById,
  hasLiveAnswer,
  lockPost,
  markAccepted,
  setAnswerStatus,
  setPostAcceptedAnswer,
} from '../../repositories/answers-repo.js';
import { cancelActivity, recordActivity } from '../../repositories/activities-repo.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { moveReputation, type ReputationChange, type ReputationUndo } from '../reputation/reputation-service.js';
import { payReward } from '../points/post-points.js';
import { pointsErrors } from '../points/points-errors.js';
import { answerErrors } from './answer-errors.js';
import { restrictsAnswers } from './answer-write-service.js';
import { queuePostChanged } from '../member-events/post-events.js';
import { wasRejected } from '../publishing/pending-reviews.js';
import { isStaff } from '../../policies/user-policy.js';
import { findVisiblePost } from '../question/visible-post.js';

type Trx = Transaction<Database>;

/** The answer and its (locked) question, checked visible to the user; 404 otherwise. */
async function loadLocked(trx: Trx, user: UserRow, answerId: string) {
  const first = await findAnswerById(trx, answerId);
  if (!first) throw answerErrors.notFound();
  const locked = await lockPost(trx, first.question_id);
  const post = locked ? await findPostById(trx, first.question_id) : undefined;
  // Re-read under the lock: a concurrent delete or accept may have changed it meanwhile.
  const answer = await findAnswerById(trx, answerId);
  if (!post || !answer || !canViewPost(user, post) || !canViewAnswer(user, answer, post)) throw answerErrors.notFound();
  return { post, answer };
}

/** The reputation an acceptance paid, to undo when it is taken back. */
const acceptanceUndo = (postAuthorId: string, answerId: string): ReputationUndo[] => [
  { activity: 'answer.accepted', objectId: answerId, triggerUserId: postAuthorId },
  { activity: 'answer.accept', objectId: answerId, triggerUserId: postAuthorId },
];

/** Takes the acceptance back from an answer: flags, the post's pointer and the reputation it paid. */
async function unaccept(trx: Trx, postId: string, postAuthorId: string, answerId: string): Promise<void> {
  await markAccepted(trx, answerId, false);
  await cancelActivity(trx, { objectId: answerId, types: ['accept'] });
  await setPostAcceptedAnswer(trx, postId, null);
  await moveReputation(trx, { revoke: acceptanceUndo(postAuthorId, answerId) });
}

/** DELETE answer: the answerer (not once accepted) or staff; staff deleting an accepted answer unaccepts it. */
export async function removeAnswer(db: Kysely<Database>, user: UserRow, { id }: BodyOf<typeof endpoints.removeAnswer>): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const { post, answer } = await loadLocked(trx, user, id);
    if (answer.status !== AnswerStatus.normal) throw answerErrors.deleted();
    const refusal = deleteRefusal(user, answer);
    if (refusal === 'accepted') throw answerErrors.acceptedCannotDelete();
    if (refusal) throw answerErrors.noPermission();
    if (!(await setAnswerStatus(trx, answer.id, AnswerStatus.normal, AnswerStatus.deleted))) throw answerErrors.deleted();
    await recordActivity(trx, { objectType: 'answer', objectId: answer.id, userId: user.id, type: 'deleted' });
    if (answer.accepted === ACCEPTED_YES || post.accepted_answer_id === answer.id) await unaccept(trx, post.id, post.user_id, answer.id);
    await countAnswerOut(trx, post.id, answer.user_id);
    queuePostChanged(post.id);
  });
  return null;
}

/** POST answer/recover: staff, or the answerer for their own; the one-answer rule still holds. */
export async function recoverAnswer(
  db: Kysely<Database>,
  user: UserRow,
  { answer_id }: BodyOf<typeof endpoints.recoverAnswer>,
): Promise<null> {
  const restrict = await restrictsAnswers(db);
  await db.transaction().execute(async (trx) => {
    const { post, answer } = await loadLocked(trx, user, answer_id);
    if (!canRecoverAnswer(user, answer)) throw answerErrors.noPermission();
    // Review's rejection stands for its author; staff bringing it back is their approval.
    if (!isStaff(user) && (await wasRejected(trx, answer.id))) throw answerErrors.noPermission();
    if (answer.status !== AnswerStatus.deleted) throw answerErrors.notDeleted();
    if (restrict && (await hasLiveAnswer(trx, post.id, answer.user_id, answer.id))) throw answerErrors.recoverConflict();
    if (!(await setAnswerStatus(trx, answer.id, AnswerStatus.deleted, AnswerStatus.normal))) throw answerErrors.notDeleted();
    await recordActivity(trx, { objectType: 'answer', objectId: answer.id, userId: user.id, type: 'undeleted' });
    await countAnswerIn(trx, post.id, answer.user_id);
    queuePostChanged(post.id);
  });
  return null;
}

/**
 * POST answer/acceptance: the question's author accepts, changes or (answer_id '' / '0') takes back the accepted
 * answer; a question carrying points keeps its first acceptance. The post row lock makes concurrent accepts
 * run one after the other: exactly one answer ends accepted, and its reputation is paid once.
 */
export async function acceptAnswer(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.acceptAnswer>): Promise<null> {
  const target = input.answer_id === '' || input.answer_id === '0' ? null : input.answer_id;
  await db.transaction().execute(async (trx) => {
    if (!(await lockPost(trx, input.question_id))) throw errors.questionNotFound();
    const post = await findVisiblePost(trx, user, input.question_id);
    if (post.user_id !== user.id) throw answerErrors.acceptNotAuthor();
    let answer = null;
    if (target) {
      answer = await findAnswerById(trx, target);
      if (!answer || answer.question_id !== post.id || answer.status !== AnswerStatus.normal || !canViewAnswer(user, answer, post)) {
        throw answerErrors.notFound();
      }
    }
    const current = post.accepted_answer_id;
    if (current === target) return;
    if (current && Number(post.score) > 0) throw answerErrors.acceptLocked();
    if (answer && isRewarded(post) && answer.user_id === post.user_id) throw pointsErrors.ownReward();
    if (current) {
      await markAccepted(trx, current, false);
      await cancelActivity(trx, { objectId: current, types: ['accept'] });
    }
    await setPostAcceptedAnswer(trx, post.id, answer?.id ?? null);
    if (answer) {
      await markAccepted(trx, answer.id, true);
      await recordActivity(trx, { objectType: 'answer', objectId: answer.id, userId: user.id, type: 'accept' });
    }
    queuePostChanged(post.id);
    // Reputation moves once every row lock is held (a vote locks its answer before users): the old acceptance's
    // undone and the new one's paid in one move. Accepting one's own answer pays nobody (Answer does the same).
    const grant: ReputationChange[] =
      answer && answer.user_id !== user.id
        ? [
            { userId: answer.user_id, activity: 'answer.accepted', objectId: answer.id, triggerUserId: user.id },
            { userId: user.id, activity: 'answer.accept', objectId: answer.id, triggerUserId: user.id },
          ]
        : [];
    await moveReputation(trx, { revoke: current ? acceptanceUndo(post.user_id, current) : [], grant });
    if (!answer) return;
    // After moveReputation has locked both members in id order: the reward's posting then takes no new lock.
    await payReward(trx, post, answer, user.id);
    await recordNotificationEvents(trx, [
      { userId: answer.user_id, triggerUserId: user.id, kind: 'accept', objectType: 'answer', objectId: answer.id, questionId: post.id },
    ]);
  });
  return null;
}
