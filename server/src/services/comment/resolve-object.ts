import { PostStatus } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ObjectType } from '../../db/schema.js';
import { canViewPost } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import { findPostById, type PostRow } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What an id of the shared id space names. */
export interface ResolvedObject {
  type: ObjectType;
  id: string;
  /** The author of the post, answer or comment. */
  userId: string;
  /** The post it belongs to (itself for a post). */
  questionId: string;
  status: number;
  /** For a comment: the post or answer it is on. */
  parentId: string | null;
  /** For an answer: private plan. */
  isPrivate: boolean;
  /** The post it belongs to. */
  post: PostRow;
  /** For a comment on an answer, or an answer: the answer's author (private-plan visibility). */
  answerUserId: string | null;
}

interface Row {
  type: ObjectType;
  id: string;
  user_id: string;
  question_id: string;
  status: number;
  parent_id: string | null;
  is_private: boolean;
}

/**
 * Finds an id in posts, then answers, then comments (they share one sequence, so at most one matches). One round
 * trip; the object's post is read too, because every rule about an answer or a comment depends on its post.
 */
export async function resolveObject(db: Db, id: string): Promise<ResolvedObject | null> {
  const { rows } = await sql<Row>`
    SELECT 'question' AS type, id::text, user_id::text, id::text AS question_id, status, NULL::text AS parent_id, false AS is_private
      FROM posts WHERE id = ${id}
    UNION ALL
    SELECT 'answer', id::text, user_id::text, question_id::text, status, NULL::text, is_private FROM answers WHERE id = ${id}
    UNION ALL
    SELECT 'comment', c.id::text, c.user_id::text, c.question_id::text, c.status, c.object_id::text, coalesce(a.is_private, false)
      FROM comments c LEFT JOIN answers a ON a.id = c.object_id WHERE c.id = ${id}
    LIMIT 1`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const post = await findPostById(db as Kysely<Database>, row.question_id);
  if (!post) return null;
  let answerUserId: string | null = null;
  if (row.type === 'answer') answerUserId = row.user_id;
  else if (row.type === 'comment' && row.parent_id !== row.question_id) {
    const a = await db.selectFrom('answers').select(['user_id', 'status']).where('id', '=', row.parent_id!).executeTakeFirst();
    // A comment on a deleted answer is gone with it.
    if (!a || a.status !== 1) return null;
    answerUserId = a.user_id;
  }
  return {
    type: row.type,
    id: row.id,
    userId: row.user_id,
    questionId: row.question_id,
    status: Number(row.status),
    parentId: row.parent_id,
    isPrivate: row.is_private,
    post,
    answerUserId,
  };
}

/**
 * Whether the viewer may see the object: its post is visible (not deleted; pending only to author and staff), an
 * answer or comment is not deleted, and a private answer (and its comments) reaches only the answerer, the
 * question's author and staff.
 */
export function canSeeObject(viewer: UserRow | null, o: ResolvedObject): boolean {
  if (!canViewPost(viewer, o.post)) return false;
  if (o.type !== 'question' && o.status !== 1) return false;
  if (o.isPrivate) {
    if (!viewer) return false;
    return isStaff(viewer) || viewer.id === o.post.user_id || viewer.id === o.answerUserId;
  }
  return true;
}

/** Whether new comments, votes and reactions may land on it: seen, and its post normal or closed (not pending). */
export function canInteractWith(viewer: UserRow | null, o: ResolvedObject): boolean {
  return canSeeObject(viewer, o) && (o.post.status === PostStatus.normal || o.post.status === PostStatus.closed);
}
