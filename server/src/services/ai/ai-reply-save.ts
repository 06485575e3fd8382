// Saving a finished AI reply: one short transaction after the stream (never one across the provider's call), that
// checks again what the stream's start checked (the thread may have changed meanwhile), writes the answer or
// comment of the site's AI account with the model that wrote it, its revision and notifications, and charges the
// member who asked when the site charges for AI replies.
import { PostStatus } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { insertAnswer, lockPost } from '../../repositories/answers-repo.js';
import { insertComment } from '../../repositories/comments-repo.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import { writeRevision } from '../../repositories/revisions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { answerErrors } from '../answer/answer-errors.js';
import { commentErrors } from '../comment/comment-errors.js';
import { renderComment } from '../comment/comment-render.js';
import { canInteractWith, resolveObject, type ResolvedObject } from '../comment/resolve-object.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { mayReadContent } from '../points/paid-access.js';
import { pointsErrors } from '../points/points-errors.js';
import { answerGoesLive } from '../publishing/answer-goes-live.js';
import { chargeAiRequest } from './ai-charge.js';
import { aiErrors } from './ai-errors.js';
import { queuePostChanged } from '../member-events/post-events.js';
import { findVisiblePost } from '../question/visible-post.js';

type Trx = Transaction<Database>;

/** Who asked, for what, and what it costs them. */
export interface AiReplyRecord {
  asker: UserRow;
  aiUserId: string;
  model: string;
  content: string;
  /** The ai_requests row: the charge's idempotency reference. */
  requestId: string;
  points: number;
}

/** The post must still be open to the asker: visible, readable (paid), neither closed nor pending. */
export async function checkAnswerable(db: Kysely<Database> | Trx, asker: UserRow, questionId: string) {
  const post = await findVisiblePost(db, asker, questionId);
  if (!(await mayReadContent(db, asker, post))) throw pointsErrors.locked();
  if (post.status === PostStatus.closed) throw answerErrors.questionClosed();
  if (post.status === PostStatus.pending) throw answerErrors.questionPending();
  return post;
}

/** An answer or a comment the asker may comment on (not a private plan: those never go to a provider). */
export async function checkCommentable(db: Kysely<Database> | Trx, asker: UserRow, objectId: string): Promise<ResolvedObject> {
  const target = await resolveObject(db, objectId);
  if (!target || target.type === 'question' || !canInteractWith(asker, target)) throw commentErrors.objectNotFound();
  if (!(await mayReadContent(db, asker, target.post))) throw pointsErrors.locked();
  if (target.isPrivate) throw aiErrors.privatePlan();
  return target;
}

const charge = (trx: Trx, r: AiReplyRecord, questionId: string) =>
  chargeAiRequest(trx, { kind: 'ai_reply', requestId: r.requestId, askerId: r.asker.id, points: r.points, objectId: questionId });

/** Saves an AI answer on the post; its id. */
export async function saveAiAnswer(db: Kysely<Database>, questionId: string, r: AiReplyRecord): Promise<string> {
  const html = renderMarkdown(r.content);
  return db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, questionId);
    if (!post) throw errors.questionNotFound();
    await checkAnswerable(trx, r.asker, questionId);
    const answer = await insertAnswer(trx, { questionId, userId: r.aiUserId, content: r.content, html, isPrivate: false, aiModel: r.model });
    await writeRevision(trx, { objectType: 'answer', objectId: answer.id, userId: r.aiUserId, content: { question_id: questionId, content: r.content, is_private: false, ai_model: r.model } });
    // Charged first: a refused charge leaves nothing queued for the post's open pages.
    await charge(trx, r, questionId);
    await answerGoesLive(trx, { post, answer, alsoTell: [r.asker.id] });
    return answer.id;
  });
}

/**
 * Saves an AI comment: on the answer asked about, or, asked about a comment, beside it on the same post or answer as
 * a reply to it. Its id and its post's. (Comments keep no revisions here, as in Answer.)
 */
export async function saveAiComment(db: Kysely<Database>, objectId: string, r: AiReplyRecord): Promise<{ id: string; questionId: string }> {
  return db.transaction().execute(async (trx) => {
    const target = await checkCommentable(trx, r.asker, objectId);
    const onComment = target.type === 'comment';
    const parentId = onComment ? target.parentId! : target.id;
    const rendered = await renderComment(trx, r.content);
    const comment = await insertComment(trx, {
      user_id: r.aiUserId,
      object_id: parentId,
      object_type: parentId === target.questionId ? 'question' : 'answer',
      question_id: target.questionId,
      reply_user_id: onComment ? target.userId : null,
      reply_comment_id: onComment ? target.id : null,
      original_text: r.content,
      parsed_text: rendered.parsedText,
      ai_model: r.model,
    });
    const told = new Set([target.userId, r.asker.id]);
    told.delete(r.aiUserId);
    await recordNotificationEvents(
      trx,
      [...told].map((userId) => ({ userId, triggerUserId: r.aiUserId, kind: 'comment' as const, objectType: 'comment' as const, objectId: comment.id, questionId: target.questionId })),
    );
    await charge(trx, r, target.questionId);
    queuePostChanged(target.questionId);
    return { id: comment.id, questionId: target.questionId };
  });
}
