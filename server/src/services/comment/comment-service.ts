import type { BodyOf, CommentItem, endpoints, Page, QueryOf } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canManageComment } from '../../policies/comment-policy.js';
import {
  countLiveComments,
  findLiveComment,
  insertComment,
  listLiveComments,
  markCommentDeleted,
  updateCommentText,
  type CommentRow,
} from '../../repositories/comments-repo.js';
import { recordNotificationEvents, type NotificationEventInput } from '../../repositories/notification-events-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { findVotesOf } from '../../repositories/votes-repo.js';
import { requirePrivilege } from '../privilege/privilege-service.js';
import { commentErrors } from './comment-errors.js';
import { presentComment } from '../../presenters/comment-presenter.js';
import { renderComment } from './comment-render.js';
import { mayReadContent } from '../points/paid-access.js';
import { pointsErrors } from '../points/points-errors.js';
import { canInteractWith, canSeeObject, resolveObject } from './resolve-object.js';
import { queuePostChanged } from '../member-events/post-events.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Presents comments for a viewer: authors, replied-to users and the viewer's votes in two queries. */
async function present(db: Db, rows: CommentRow[], viewer: UserRow | null): Promise<CommentItem[]> {
  const userIds = rows.flatMap((c) => [c.user_id, ...(c.reply_user_id ? [c.reply_user_id] : [])]);
  const [users, viewerVotes] = await Promise.all([
    findUsersByIds(db, userIds.map(String)),
    viewer ? findVotesOf(db, viewer.id, rows.map((c) => c.id)) : Promise.resolve(new Map<string, number>()),
  ]);
  return rows.map((c) => presentComment(c, { users, viewer, viewerVotes }));
}

/** The comment, if the viewer may see it and what it is on. */
async function visibleComment(db: Db, viewer: UserRow | null, id: string): Promise<CommentRow> {
  const comment = await findLiveComment(db, id);
  const target = comment ? await resolveObject(db, id) : null;
  if (!comment || !target || !canSeeObject(viewer, target)) throw commentErrors.notFound();
  if (!(await mayReadContent(db, viewer, target.post))) throw commentErrors.notFound();
  return comment;
}

/** POST comment: on a visible question (normal or closed) or a normal answer; mentions and the author notified. */
export async function addComment(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.addComment>): Promise<CommentItem> {
  return db.transaction().execute(async (trx) => {
    const target = await resolveObject(trx, input.object_id);
    if (!target || target.type === 'comment' || !canInteractWith(user, target)) throw commentErrors.objectNotFound();
    if (!(await mayReadContent(trx, user, target.post))) throw pointsErrors.locked();
    await requirePrivilege(trx, user, 'rank.comment.add');
    let replyUserId: string | null = null;
    if (input.reply_comment_id) {
      const replied = await findLiveComment(trx, input.reply_comment_id);
      if (!replied || String(replied.object_id) !== target.id) throw commentErrors.replyNotFound();
      replyUserId = String(replied.user_id);
    }
    const rendered = await renderComment(trx, input.original_text);
    const comment = await insertComment(trx, {
      user_id: user.id,
      object_id: target.id,
      object_type: target.type,
      question_id: target.questionId,
      reply_user_id: replyUserId,
      reply_comment_id: input.reply_comment_id || null,
      original_text: input.original_text,
      parsed_text: rendered.parsedText,
    });
    const event = (userId: string, kind: 'comment' | 'mention'): NotificationEventInput => ({
      userId,
      triggerUserId: user.id,
      kind,
      objectType: 'comment',
      objectId: comment.id,
      questionId: target.questionId,
    });
    // The object's author and the replied-to commenter hear of the comment once each; mentions are their own kind.
    const commentedTo = [...new Set([target.userId, ...(replyUserId ? [replyUserId] : [])])];
    await recordNotificationEvents(trx, [
      ...commentedTo.map((id) => event(id, 'comment')),
      ...rendered.mentioned.map((u) => event(u.id, 'mention')),
    ]);
    queuePostChanged(target.questionId);
    return (await present(trx, [comment], user))[0]!;
  });
}

/** PUT comment: the commenter or staff; newly mentioned users are notified. */
export async function updateComment(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.updateComment>): Promise<CommentItem> {
  return db.transaction().execute(async (trx) => {
    const comment = await visibleComment(trx, user, input.comment_id);
    if (!canManageComment(user, comment)) throw errors.forbidden();
    const before = await renderComment(trx, comment.original_text);
    const rendered = await renderComment(trx, input.original_text);
    const updated = await updateCommentText(trx, comment.id, input.original_text, rendered.parsedText);
    const already = new Set(before.mentioned.map((u) => u.id));
    await recordNotificationEvents(
      trx,
      rendered.mentioned
        .filter((u) => !already.has(u.id))
        .map((u) => ({ userId: u.id, triggerUserId: user.id, kind: 'mention' as const, objectType: 'comment' as const, objectId: comment.id, questionId: String(comment.question_id) })),
    );
    queuePostChanged(String(comment.question_id));
    return (await present(trx, [updated], user))[0]!;
  });
}

/** DELETE comment: the commenter or staff. */
export async function removeComment(db: Kysely<Database>, user: UserRow, input: BodyOf<typeof endpoints.removeComment>): Promise<null> {
  const comment = await visibleComment(db, user, input.comment_id);
  if (!canManageComment(user, comment)) throw errors.forbidden();
  if (!(await markCommentDeleted(db, comment.id))) throw commentErrors.notFound();
  queuePostChanged(String(comment.question_id));
  return null;
}

/** GET comment. */
export async function getComment(db: Kysely<Database>, viewer: UserRow | null, { id }: QueryOf<typeof endpoints.getComment>): Promise<CommentItem> {
  return (await present(db, [await visibleComment(db, viewer, id)], viewer))[0]!;
}

/**
 * GET comment/page: an object's comments, oldest first. With comment_id (a link to one comment), page 1 starts
 * with that comment and the rest follow without it, as Answer does. A page past the last answers 404.
 */
export async function listComments(
  db: Kysely<Database>,
  viewer: UserRow | null,
  q: QueryOf<typeof endpoints.getCommentPage>,
): Promise<Page<CommentItem>> {
  const target = await resolveObject(db, q.object_id);
  if (!target || target.type === 'comment' || !canSeeObject(viewer, target)) throw commentErrors.objectNotFound();
  // A paid post's comments are part of what is sold.
  if (!(await mayReadContent(db, viewer, target.post))) return { count: 0, list: [] };
  let linked: CommentRow | undefined;
  if (q.comment_id && q.page === 1) {
    const c = await findLiveComment(db, q.comment_id);
    if (c && String(c.object_id) === target.id) linked = c;
  }
  const offset = (q.page - 1) * q.page_size;
  const [count, rows] = await Promise.all([
    countLiveComments(db, target.id),
    listLiveComments(db, target.id, {
      limit: linked ? q.page_size - 1 : q.page_size,
      offset,
      exceptId: linked?.id,
      byVotes: q.query_cond === 'vote',
    }),
  ]);
  const page = linked ? [linked, ...rows] : rows;
  if (q.page > 1 && page.length === 0) throw errors.notFound();
  return { count, list: await present(db, page, viewer) };
}
