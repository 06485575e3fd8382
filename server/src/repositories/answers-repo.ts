import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { AnswerStatus, type AnswerOrder } from '@site/shared/contract';
import type { AnswersTable, Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type AnswerRow = Selectable<Omit<AnswersTable, 'search'>>;

const COLUMNS = [
  'id', 'question_id', 'user_id', 'original_text', 'parsed_text', 'status', 'accepted', 'vote_count', 'created_at',
  'updated_at', 'is_private', 'last_edit_user_id', 'edited_at', 'deleted_at', 'accepted_at', 'ai_model',
] as const;

export const ACCEPTED_YES = 2;
export const ACCEPTED_NO = 1;

export async function findAnswerById(db: Db, id: string): Promise<AnswerRow | undefined> {
  return db.selectFrom('answers').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Locks the post row for the rest of the transaction: answers and acceptances of one post run one at a time. */
export async function lockPost(trx: Transaction<Database>, postId: string) {
  return trx
    .selectFrom('posts')
    .select(['id', 'user_id', 'status', 'score', 'accepted_answer_id', 'first_answer_id', 'last_answer_id'])
    .where('id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the user has a normal (not deleted) answer on the question, other than `exceptId`. */
export async function hasLiveAnswer(db: Db, questionId: string, userId: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('answers')
    .select('id')
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .where('status', '=', AnswerStatus.normal);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export interface NewAnswer {
  questionId: string;
  userId: string;
  content: string;
  html: string;
  isPrivate: boolean;
  /** The model, for an answer of the site's AI account. */
  aiModel?: string;
}

export async function insertAnswer(trx: Db, a: NewAnswer): Promise<AnswerRow> {
  return trx
    .insertInto('answers')
    .values({ question_id: a.questionId, user_id: a.userId, original_text: a.content, parsed_text: a.html, is_private: a.isPrivate, ai_model: a.aiModel ?? null })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Counters after an answer appears (new or recovered): the question's count, first/last answer and activity. */
export async function countAnswerIn(trx: Db, questionId: string, userId: string): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ answer_count: sql`answer_count + 1`, active_at: sql`now()` })
    .where('id', '=', questionId)
    .execute();
  await trx.updateTable('users').set({ answer_count: sql`answer_count + 1` }).where('id', '=', userId).execute();
  await refreshFirstLast(trx, questionId);
}

/** Counters after an answer is deleted (never below zero). */
export async function countAnswerOut(trx: Db, questionId: string, userId: string): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ answer_count: sql`greatest(answer_count - 1, 0)` })
    .where('id', '=', questionId)
    .execute();
  await trx.updateTable('users').set({ answer_count: sql`greatest(answer_count - 1, 0)` }).where('id', '=', userId).execute();
  await refreshFirstLast(trx, questionId);
}

/** first/last_answer_id from the live answers (cheap: the answers_question index). */
async function refreshFirstLast(trx: Db, questionId: string): Promise<void> {
  await trx
    .updateTable('posts')
    .set({
      first_answer_id: sql`(SELECT id FROM answers WHERE question_id = ${questionId} AND status = ${AnswerStatus.normal} ORDER BY created_at, id LIMIT 1)`,
      last_answer_id: sql`(SELECT id FROM answers WHERE question_id = ${questionId} AND status = ${AnswerStatus.normal} ORDER BY created_at DESC, id DESC LIMIT 1)`,
    })
    .where('id', '=', questionId)
    .execute();
}

export async function updateAnswerContent(
  trx: Db,
  id: string,
  c: { content: string; html: string; editorId: string; isPrivate?: boolean },
): Promise<void> {
  await trx
    .updateTable('answers')
    .set({
      original_text: c.content,
      parsed_text: c.html,
      last_edit_user_id: c.editorId,
      edited_at: sql`now()`,
      updated_at: sql`now()`,
      ...(c.isPrivate === undefined ? {} : { is_private: c.isPrivate }),
    })
    .where('id', '=', id)
    .execute();
}

/** Moves an answer between normal and deleted; false when it was not in the `from` state (a concurrent change). */
export async function setAnswerStatus(trx: Db, id: string, from: number, to: number): Promise<boolean> {
  const row = await trx
    .updateTable('answers')
    .set({ status: to, deleted_at: to === AnswerStatus.deleted ? sql`now()` : null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAccepted(trx: Db, answerId: string, accepted: boolean): Promise<void> {
  await trx
    .updateTable('answers')
    .set({ accepted: accepted ? ACCEPTED_YES : ACCEPTED_NO, accepted_at: accepted ? sql`now()` : null })
    .where('id', '=', answerId)
    .execute();
}

export async function setPostAcceptedAnswer(trx: Db, postId: string, answerId: string | null): Promise<void> {
  await trx.updateTable('posts').set({ accepted_answer_id: answerId }).where('id', '=', postId).execute();
}

/** Who follows the post (post_follows). */
export async function findPostFollowers(db: Db, postId: string): Promise<string[]> {
  const rows = await db.selectFrom('post_follows').select('user_id').where('post_id', '=', postId).execute();
  return rows.map((r) => r.user_id);
}

/** Which answers a viewer sees in a list (see answer-policy's canViewAnswer; repeated here as SQL). */
export interface AnswerVisibility {
  viewerId: string | null;
  staff: boolean;
  /** The viewer wrote the question: sees every private plan on it. */
  questionAuthor: boolean;
}

function visibleQuery(db: Db, questionId: string, v: AnswerVisibility) {
  let q = db.selectFrom('answers as a').where('a.question_id', '=', questionId);
  if (v.staff) return q;
  const viewerId = v.viewerId;
  q = q.where((eb) => {
    const mine = viewerId ? eb('a.user_id', '=', viewerId) : eb.val(false);
    const live = eb('a.status', '=', AnswerStatus.normal);
    const readable = v.questionAuthor ? eb.val(true) : eb.or([eb('a.is_private', '=', false), mine]);
    // The answerer also sees their own deleted answer (to undelete it).
    return eb.or([eb.and([live, readable]), mine]);
  });
  return q;
}

const ORDER_BY: Record<AnswerOrder, [string, 'asc' | 'desc'][]> = {
  default: [['a.vote_count', 'desc'], ['a.created_at', 'asc']],
  updated: [['a.updated_at', 'desc']],
  vote: [['a.vote_count', 'desc'], ['a.created_at', 'asc']],
  created: [['a.created_at', 'desc']],
};

/** One page of a question's answers the viewer may see; the accepted answer always comes first. */
export async function listAnswers(
  db: Db,
  questionId: string,
  v: AnswerVisibility,
  order: AnswerOrder,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: AnswerRow[] }> {
  const countRow = await visibleQuery(db, questionId, v).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let q = visibleQuery(db, questionId, v)
    .select(COLUMNS.map((c) => `a.${c}` as const))
    .orderBy('a.accepted', 'desc');
  for (const [col, dir] of ORDER_BY[order]) q = q.orderBy(sql.ref(col), dir);
  const rows = await q.orderBy('a.id', 'asc').limit(limit).offset(offset).execute();
  return { count: Number(countRow.n), rows };
}

/** The viewer's votes on the given objects: object id -> 'vote_up' | 'vote_down'. */
export async function findVoteStatuses(db: Db, userId: string | null, objectIds: string[]): Promise<Map<string, string>> {
  if (!userId || objectIds.length === 0) return new Map();
  const rows = await db.selectFrom('votes').select(['object_id', 'value']).where('user_id', '=', userId).where('object_id', 'in', objectIds).execute();
  return new Map(rows.map((r) => [r.object_id, r.value > 0 ? 'vote_up' : 'vote_down']));
}
