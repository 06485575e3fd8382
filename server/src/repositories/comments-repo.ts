import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CommentsTable, Database } from '../db/schema.js';
import type { UserRow } from './users-repo.js';

type Db = Kysely<Database> | Transaction<Database>;
export type CommentRow = Selectable<CommentsTable>;

export const COMMENT_NORMAL = 1;
export const COMMENT_DELETED = 10;

export interface NewComment {
  user_id: string;
  object_id: string;
  object_type: 'question' | 'answer';
  question_id: string;
  reply_user_id: string | null;
  reply_comment_id: string | null;
  original_text: string;
  parsed_text: string;
  /** The model, for a comment of the site's AI account. */
  ai_model?: string | null;
}

export async function insertComment(db: Db, c: NewComment): Promise<CommentRow> {
  return db.insertInto('comments').values(c).returningAll().executeTakeFirstOrThrow();
}

/** A comment that is not deleted. */
export async function findLiveComment(db: Db, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).where('status', '=', COMMENT_NORMAL).executeTakeFirst();
}

export async function updateCommentText(db: Db, id: string, originalText: string, parsedText: string): Promise<CommentRow> {
  return db
    .updateTable('comments')
    .set({ original_text: originalText, parsed_text: parsedText, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks a live comment deleted; false when it already was (a second delete racing the first). */
export async function markCommentDeleted(db: Db, id: string): Promise<boolean> {
  const r = await db
    .updateTable('comments')
    .set({ status: COMMENT_DELETED, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', COMMENT_NORMAL)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function countLiveComments(db: Db, objectId: string): Promise<number> {
  const r = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('object_id', '=', objectId)
    .where('status', '=', COMMENT_NORMAL)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A page of an object's live comments, oldest first (or most voted first), optionally leaving one out. */
export async function listLiveComments(
  db: Db,
  objectId: string,
  opts: { limit: number; offset: number; exceptId?: string; byVotes?: boolean },
): Promise<CommentRow[]> {
  let q = db.selectFrom('comments').selectAll().where('object_id', '=', objectId).where('status', '=', COMMENT_NORMAL);
  if (opts.exceptId) q = q.where('id', '<>', opts.exceptId);
  if (opts.byVotes) q = q.orderBy('vote_count', 'desc');
  return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(opts.limit).offset(opts.offset).execute();
}

/** Users that exist (not deleted) among lower-cased names: lower-case name -> the row. */
export async function findUsersByNames(db: Db, names: string[]): Promise<Map<string, UserRow>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, 'in', names)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((u) => [u.username.toLowerCase(), u]));
}
