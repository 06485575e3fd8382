import { type AnswerDetail, type AnswerInfo, type endpoints, type Page, type QueryOf } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewAnswer } from '../../policies/answer-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import { presentAnswer } from '../../presenters/answer-presenter.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { findAnswerById, findVoteStatuses, listAnswers, type AnswerRow } from '../../repositories/answers-repo.js';
import { findPostById, type PostRow } from '../../repositories/questions-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { getQuestionInfo } from '../question/question-service.js';
import { mayReadContent } from '../points/paid-access.js';
import { hasPrivilege } from '../privilege/privilege-service.js';
import { answerErrors } from './answer-errors.js';
import { findVisiblePost } from '../question/visible-post.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Decorates answer rows with their authors, editors and the viewer's votes. */
export async function presentAnswers(db: Kysely<Database>, viewer: UserRow | null, rows: AnswerRow[]): Promise<AnswerInfo[]> {
  const userIds = new Set<string>();
  for (const r of rows) {
    userIds.add(r.user_id);
    if (r.last_edit_user_id) userIds.add(r.last_edit_user_id);
  }
  const [users, votes, editsOthers] = await Promise.all([
    findUsersByIds(db, [...userIds]),
    findVoteStatuses(db, viewer?.id ?? null, rows.map((r) => r.id)),
    hasPrivilege(db, viewer, 'rank.answer.edit_without_review'),
  ]);
  return rows.flatMap((r) => {
    const author = users.get(r.user_id);
    if (!author) return [];
    const editor = r.last_edit_user_id ? users.get(r.last_edit_user_id) : undefined;
    return [
      presentAnswer(r, viewer, {
        author: presentUserBasic(author),
        editor: editor ? presentUserBasic(editor) : undefined,
        voteStatus: votes.get(r.id) ?? '',
        editsOthers,
      }),
    ];
  });
}

/** GET answer/page: the answers of a visible question that the viewer may see, the accepted one first. */
export async function listAnswerPage(
  db: Kysely<Database>,
  viewer: UserRow | null,
  q: QueryOf<typeof endpoints.getAnswerPage>,
): Promise<Page<AnswerInfo>> {
  const post = await findVisiblePost(db, viewer, q.question_id);
  // A paid post's answers are part of what is sold.
  if (!(await mayReadContent(db, viewer, post))) return { count: 0, list: [] };
  const visibility = {
    viewerId: viewer?.id ?? null,
    staff: viewer !== null && isStaff(viewer),
    questionAuthor: viewer !== null && viewer.id === post.user_id,
  };
  const { count, rows } = await listAnswers(db, post.id, visibility, q.order, q.page_size, (q.page - 1) * q.page_size);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  return { count, list: await presentAnswers(db, viewer, rows) };
}

/**
 * Past the paywall for this answer: a paid post's answers are part of what is sold, so only those who may read the
 * post (mayReadContent) read, or change, its answers; an answerer always keeps their own.
 */
export async function readsAnswer(db: Db, viewer: UserRow | null, answer: Pick<AnswerRow, 'user_id'>, post: PostRow): Promise<boolean> {
  return (viewer !== null && viewer.id === answer.user_id) || mayReadContent(db, viewer, post);
}

/** One answer the viewer may see, with its question (GET answer/info, the answer edit page, POST answer's reply). */
export async function answerDetail(db: Kysely<Database>, viewer: UserRow | null, id: string): Promise<AnswerDetail> {
  const answer = await findAnswerById(db, id);
  if (!answer) throw answerErrors.notFound();
  const post = await findPostById(db, answer.question_id);
  if (!post || !canViewPost(viewer, post) || !canViewAnswer(viewer, answer, post)) throw answerErrors.notFound();
  if (!(await readsAnswer(db, viewer, answer, post))) throw answerErrors.notFound();
  const [info] = await presentAnswers(db, viewer, [answer]);
  if (!info) throw answerErrors.notFound();
  return { info, question: await getQuestionInfo({ db }, viewer, { id: post.id }) };
}

export async function getAnswerInfo(
  db: Kysely<Database>,
  viewer: UserRow | null,
  { id }: QueryOf<typeof endpoints.getAnswerInfo>,
): Promise<AnswerDetail> {
  return answerDetail(db, viewer, id);
}
