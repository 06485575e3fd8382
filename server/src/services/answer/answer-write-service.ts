import { PostStatus, type AnswerDetail, type BodyOf, type endpoints } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canEditAnswer, canViewAnswer } from '../../policies/answer-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import {
  countAnswerIn,
  findAnswerById,
  findPostFollowers,
  hasLiveAnswer,
  insertAnswer,
  lockPost,
  updateAnswerContent,
  ANSWER_NORMAL,
} from '../../repositories/answers-repo.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { postMentionEvents } from '../notification/post-mentions.js';
import { findPostById } from '../../repositories/questions-repo.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import { readSetting } from '../../repositories/settings-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { mayReadContent } from '../points/paid-access.js';
import { pointsErrors } from '../points/points-errors.js';
import { answerErrors } from './answer-errors.js';
import { answerDetail } from './answer-read-service.js';

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
  const restrict = await restrictsAnswers(db);
  const html = renderMarkdown(input.content);
  const answerId = await db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, input.question_id);
    const full = post ? await findPostById(trx, post.id) : undefined;
    if (!post || !full || !canViewPost(user, full)) throw errors.questionNotFound();
    if (!(await mayReadContent(trx, user, full))) throw pointsErrors.locked();
    if (post.status === PostStatus.closed) throw answerErrors.questionClosed();
    if (post.status === PostStatus.pending) throw answerErrors.questionPending();
    if (restrict && (await hasLiveAnswer(trx, post.id, user.id))) throw answerErrors.alreadyAnswered();
    const answer = await insertAnswer(trx, { questionId: post.id, userId: user.id, content: input.content, html, isPrivate: input.is_private });
    await countAnswerIn(trx, post.id, user.id);
    await writeRevision(trx, {
      objectType: 'answer',
      objectId: answer.id,
      userId: user.id,
      content: { question_id: post.id, content: input.content, is_private: input.is_private },
    });
    // A private plan is for the question's author only: followers are not told about it.
    const recipients = new Set([post.user_id, ...(input.is_private ? [] : await findPostFollowers(trx, post.id))]);
    await recordNotificationEvents(
      trx,
      [
        ...[...recipients].map((userId) => ({ userId, triggerUserId: user.id, kind: 'answer' as const, objectType: 'answer' as const, objectId: answer.id, questionId: post.id })),
        // A private plan is for the question's author only: the people it mentions are not told either.
        ...(input.is_private ? [] : await postMentionEvents(trx, { html, authorId: user.id, objectType: 'answer', objectId: answer.id, questionId: post.id })),
      ],
    );
    return answer.id;
  });
  return answerDetail(db, user, answerId);
}

/** PUT answer: the answerer or staff; a revision with the edit summary. */
export async function updateAnswer(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.updateAnswer>) {
  const html = renderMarkdown(input.content);
  await db.transaction().execute(async (trx) => {
    const answer = await findAnswerById(trx, input.id);
    if (!answer || (input.question_id && input.question_id !== answer.question_id)) throw answerErrors.notFound();
    const post = await findPostById(trx, answer.question_id);
    if (!post || !canViewPost(user, post) || !canViewAnswer(user, answer, post)) throw answerErrors.notFound();
    if (answer.status !== ANSWER_NORMAL) throw answerErrors.deleted();
    if (!canEditAnswer(user, answer)) throw answerErrors.noPermission();
    await updateAnswerContent(trx, answer.id, { content: input.content, html, editorId: user.id, isPrivate: input.is_private });
    await writeRevision(trx, {
      objectType: 'answer',
      objectId: answer.id,
      userId: user.id,
      content: { question_id: answer.question_id, content: input.content, is_private: input.is_private ?? answer.is_private },
      summary: input.edit_summary,
    });
  });
  const { info } = await answerDetail(db, user, input.id);
  return { info, wait_for_review: false };
}
