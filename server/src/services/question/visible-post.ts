import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewPost } from '../../policies/post-policy.js';
import { findPostById, type PostRow } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

/**
 * The post, when the viewer may see it (post-policy's canViewPost); otherwise the same 404 as a post that does not
 * exist (error.question.not_found), so a hidden post is not told apart from a missing one.
 */
export async function findVisiblePost(db: Kysely<Database> | Transaction<Database>, viewer: UserRow | null, id: string): Promise<PostRow> {
  const post = await findPostById(db, id);
  if (!post || !canViewPost(viewer, post)) throw errors.questionNotFound();
  return post;
}
