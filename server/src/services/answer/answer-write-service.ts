import { AnswerStatus, PostStatus, type AnswerDetail, type BodyOf, type endpoints } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { ActivityType, Database } from '../../db/schema.js';
import { REVISION_WAITING } from '../../repositories/revisions-repo.js';
import { editActivity } from '../revision/rollback.js';
import { passEditGate } from '../revision/edit-gate.js';
import { errors } from '../../errors/app-error.js';
import { canEditAnswer, canViewAnswer } from '../../policies/answer-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import {
  findAnswerById,
  hasLiveAnswer,
  insertAnswer,
  lockPost,
  updateAnswerContent,
  setAnswerStatus,
  type AnswerRow,
} from '../../repositories/answers-repo.js';
import { answerGoesLive } from '../publishing/answer-goes-live.js';
import { ANSWER_PENDING, enqueueReview } from '../publishing/pending-reviews.js';
import { queueReasonFor, readReviewSettings } from '../publishing/review-settings.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { postMentionEvents } from '../notification/post-mentions.js';
import { findPostById } from '../../repositories/questions-repo.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import { readSetting } from '../../repositories/settings-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { mayReadContent } from '../points/paid-access.js';
import { pointsErrors } from '../points/points-errors.js';
import { requireLinkPrivilege, requirePrivilege } from '../privilege/privilege-service.js';
import { answerErrors } from './answer-errors.js';
import { answerDetail, readsAnswer } from './answer-read-service.js';
import { queuePostChanged } from '../member-events/post-events.js';
import { findVisiblePost } from '../question/visible-post.js';

/** The write setting `restrict_answer` (one answer per user per question), true unless the admin turned it off. */
export async function restrictsAnswers(db: Kysely<Database>): Promise<boolean> {
  const write = await readSetting(db, 'write');
  const v = write && typeof write === 'object' ? (write as Record<string, unknown>).restrict_answer : undefined;
  return typeof v === 'boolean' ? v : true;
}

/**
 * POST answer. The post row is locked first, so the one-answer rule holds under concurrent requests of one user;
 * counters, revision and notification events land in the same transaction.
 */
export async function addAnswer(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.addAnswer>): Promise<AnswerDetail> {
  const [restrict, review] = await Promise.all([restrictsAnswers(db), readReviewSettings(db)]);
  const html = renderMarkdown(input.content);
  const queueReason = queueReasonFor(review, user, html);
  const answerId = await db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, input.question_id);
    if (!post) throw errors.questionNotFound();
    const full = await findVisiblePost(trx, user, post.id);
    if (!(await mayReadContent(trx, user, full))) throw pointsErrors.locked();
    if (post.status === PostStatus.closed) throw answerErrors.questionClosed();
    if (post.status === PostStatus.pending) throw answerErrors.questionPending();
    if (restrict && (await hasLiveAnswer(trx, post.id, user.id))) throw answerErrors.alreadyAnswered();
    await requirePrivilege(trx, user, 'rank.answer.add');
    await requireLinkPrivilege(trx, user, html);
    const answer = await insertAnswer(trx, { questionId: post.id, userId: user.id, content: input.content, html, isPrivate: input.is_private });
    await writeRevision(trx, {
      objectType: 'answer',
      objectId: answer.id,
      userId: user.id,
      content: { question_id: post.id, content: input.content, is_private: input.is_private },
    });
    if (queueReason) {
      // Held back for review: not counted and nobody told until staff approve it (then both happen).
      await setAnswerStatus(trx, answer.id, AnswerStatus.normal, ANSWER_PENDING);
      await enqueueReview(trx, { objectType: 'answer', objectId: answer.id, questionId: post.id, userId: user.id, reason: queueReason });
      return answer.id;
    }
    await answerGoesLive(trx, { post, answer });
    return answer.id;
  });
  return answerDetail(db, user, answerId);
}

/** Applies an answer edit in `trx` (a direct edit, or an approved suggestion whose revision exists already). */
export async function applyAnswerEdit(
  trx: Transaction<Database>,
  e: { answer: AnswerRow; editorId: string; content: string; isPrivate?: boolean; summary?: string; writeRevision: boolean; activity?: ActivityType },
): Promise<void> {
  const html = renderMarkdown(e.content);
  await updateAnswerContent(trx, e.answer.id, { content: e.content, html, editorId: e.editorId, isPrivate: e.isPrivate });
  // Only members it did not mention yet hear of it; a private plan tells nobody but the asker, who reads it anyway.
  if (!(e.isPrivate ?? e.answer.is_private)) {
    await recordNotificationEvents(
      trx,
      await postMentionEvents(trx, { html, beforeHtml: e.answer.parsed_text, authorId: e.editorId, objectType: 'answer', objectId: e.answer.id, questionId: e.answer.question_id }),
    );
  }
  queuePostChanged(e.answer.question_id);
  if (!e.writeRevision) return;
  await writeRevision(trx, {
    objectType: 'answer',
    objectId: e.answer.id,
    userId: e.editorId,
    content: { question_id: e.answer.question_id, content: e.content, is_private: e.isPrivate ?? e.answer.is_private },
    summary: e.summary,
    activity: e.activity,
  });
}

/**
 * PUT answer: the answerer, staff or a member with the direct-edit reputation change it at once, with a revision;
 * anyone else's edit is saved as a suggestion for staff (wait_for_review, the answer unchanged).
 */
export async function updateAnswer(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.updateAnswer>) {
  const waiting = await db.transaction().execute(async (trx) => {
    const answer = await findAnswerById(trx, input.id);
    if (!answer || (input.question_id && input.question_id !== answer.question_id)) throw answerErrors.notFound();
    const post = await findPostById(trx, answer.question_id);
    if (!post || !canViewPost(user, post) || !canViewAnswer(user, answer, post)) throw answerErrors.notFound();
    // An answer of a paid post the member may not read is not there for them (as GET answer/info says), so no
    // edit either: otherwise the change would land and only the reply after it would be refused.
    if (!(await readsAnswer(trx, user, answer, post))) throw answerErrors.notFound();
    if (answer.status !== AnswerStatus.normal) throw answerErrors.deleted();
    const gate = await passEditGate(trx, user, {
      kind: 'answer',
      objectId: answer.id,
      ownerId: answer.user_id,
      // An answer the member may not read was not found above.
      readable: true,
      privatePlan: answer.is_private,
      html: renderMarkdown(input.content),
      rollbackRevisionId: input.rollback_revision_id,
    });
    if (gate === 'suggest') {
      await writeRevision(trx, {
        objectType: 'answer',
        objectId: answer.id,
        userId: user.id,
        content: { question_id: answer.question_id, content: input.content, is_private: answer.is_private },
        summary: input.edit_summary,
        status: REVISION_WAITING,
      });
      return true;
    }
    const activity = await editActivity(trx, user, 'answer', answer.id, input.rollback_revision_id);
    // Only the answerer and staff change the private plan; a member editing directly keeps it as it is.
    const isPrivate = canEditAnswer(user, answer) ? input.is_private : undefined;
    await applyAnswerEdit(trx, { answer, editorId: user.id, content: input.content, isPrivate, summary: input.edit_summary, writeRevision: true, activity });
    return false;
  });
  const { info } = await answerDetail(db, user, input.id);
  return { info, wait_for_review: waiting };
}
