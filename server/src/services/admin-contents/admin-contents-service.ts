// The admin's contents pages: lists of posts and answers by state, and Answer's admin status calls. A status change
// is one or two of the member-facing state changes (close, reopen, delete, recover), so counters, refunds,
// timelines, the search index and live events move exactly as when staff act from the post itself.
import { AnswerStatus, PostStatus, type BodyOf, type endpoints, type QueryOf } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { unix } from '../../presenters/time.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import {
  listAnswersForAdmin,
  listPostsForAdmin,
  parseContentSearch,
  type AdminAnswerRow,
  type AdminPostRow,
} from '../../repositories/admin-contents-repo.js';
import { findAnswerById } from '../../repositories/answers-repo.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { recoverAnswer, removeAnswer } from '../answer/answer-state-service.js';
import { answerErrors } from '../answer/answer-errors.js';
import { closeQuestion, deleteQuestion, recoverQuestion, reopenQuestion } from '../post-state/post-state-service.js';

type Db = Kysely<Database>;

/** A post or answer waiting for review is decided in the review queue (approve or reject), not here. */
const pendingError = () => new AppError(400, 'error.admin.content_pending', { err_type: 'toast' });

const QUESTION_STATUSES: Record<string, number[]> = {
  normal: [PostStatus.normal],
  available: [PostStatus.normal],
  closed: [PostStatus.closed],
  deleted: [PostStatus.deleted],
  pending: [PostStatus.pending],
};
const ANSWER_STATUSES: Record<string, number[]> = {
  normal: [AnswerStatus.normal],
  available: [AnswerStatus.normal],
  deleted: [AnswerStatus.deleted],
  pending: [PostStatus.pending],
};

const author = (r: AdminPostRow | AdminAnswerRow, id: string) =>
  presentUserBasic({
    id,
    username: r.u_username,
    rank: r.u_rank,
    display_name: r.u_display_name,
    avatar: r.u_avatar,
    website: r.u_website,
    location: r.u_location,
    language: r.u_language,
    status: r.u_status,
    suspended_until: r.u_suspended_until,
    deleted_at: r.u_deleted_at,
  });

/** Plain text for the answers list (Answer shows the start of the answer): markdown marks and spacing dropped. */
const describe = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** GET admin question/page: newest first. */
export async function adminQuestionPage(db: Db, q: QueryOf<typeof endpoints.getAdminQuestionPage>) {
  const { count, rows } = await listPostsForAdmin(db, { statuses: QUESTION_STATUSES[q.status]!, search: parseContentSearch(q.query) }, q.page, q.page_size);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  return {
    count,
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      url_title: r.url_title,
      content_type: r.content_type,
      status: r.status,
      vote_count: r.vote_count,
      answer_count: r.answer_count,
      view_count: r.view_count,
      accepted_answer_id: r.accepted_answer_id ?? '0',
      show: r.show,
      pin: r.pin,
      create_time: unix(r.created_at),
      update_time: unix(r.updated_at),
      edit_time: unix(r.edited_at),
      user_info: author(r, r.user_id),
    })),
  };
}

/** GET admin answer/page: newest first. */
export async function adminAnswerPage(db: Db, q: QueryOf<typeof endpoints.getAdminAnswerPage>) {
  const filter = { statuses: ANSWER_STATUSES[q.status]!, search: parseContentSearch(q.query), questionId: q.question_id };
  const { count, rows } = await listAnswersForAdmin(db, filter, q.page, q.page_size);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  return {
    count,
    list: rows.map((r) => ({
      id: r.id,
      question_id: r.question_id,
      description: describe(r.original_text),
      status: r.status,
      accepted: r.accepted,
      vote_count: r.vote_count,
      create_time: unix(r.created_at),
      update_time: unix(r.updated_at),
      user_info: author(r, r.user_id),
      question_info: { title: r.q_title, url_title: r.q_url_title, status: r.q_status },
    })),
  };
}

/**
 * PUT admin question/status. Asking for the state a post is already in changes nothing (a bulk action may include
 * rows another admin just changed). A deleted post asked to close is recovered first, then closed.
 */
export async function updateAdminQuestionStatus(db: Db, admin: UserRow, b: BodyOf<typeof endpoints.updateAdminQuestionStatus>): Promise<null> {
  const post = await findPostById(db, b.question_id);
  if (!post) throw errors.questionNotFound();
  if (post.status === PostStatus.pending) throw pendingError();
  const id = post.id;
  let status = post.status;
  const recover = async () => {
    await recoverQuestion(db, admin, { question_id: id });
    status = (await findPostById(db, id))?.status ?? PostStatus.normal;
  };
  switch (b.status) {
    case 'deleted':
      if (status !== PostStatus.deleted) await deleteQuestion(db, admin, { id });
      return null;
    case 'closed':
      if (status === PostStatus.deleted) await recover();
      if (status !== PostStatus.closed) await closeQuestion(db, admin, { id, close_type: b.close_type ?? 2, close_msg: b.close_msg ?? '' });
      return null;
    default:
      if (status === PostStatus.deleted) await recover();
      if (status === PostStatus.closed) await reopenQuestion(db, admin, { question_id: id });
      return null;
  }
}

/** PUT admin answer/status: delete, or recover (`normal`); the state it is already in changes nothing. */
export async function updateAdminAnswerStatus(db: Db, admin: UserRow, b: BodyOf<typeof endpoints.updateAdminAnswerStatus>): Promise<null> {
  const answer = await findAnswerById(db, b.answer_id);
  if (!answer) throw answerErrors.notFound();
  if (answer.status === PostStatus.pending) throw pendingError();
  if (b.status === 'deleted') {
    if (answer.status !== AnswerStatus.deleted) await removeAnswer(db, admin, { id: answer.id });
  } else if (answer.status === AnswerStatus.deleted) {
    await recoverAnswer(db, admin, { answer_id: answer.id });
  }
  return null;
}
