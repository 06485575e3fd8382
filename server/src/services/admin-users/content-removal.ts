import { AnswerStatus, PostStatus } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordActivity } from '../../repositories/activities-repo.js';
import { setAnswerStatus } from '../../repositories/answers-repo.js';
import { COMMENT_NORMAL } from '../../repositories/comments-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { removeAnswer } from '../answer/answer-state-service.js';
import { removeComment } from '../comment/comment-service.js';
import { deleteQuestion } from '../post-state/post-state-service.js';
import { ANSWER_PENDING, withdrawPendingReview } from '../publishing/pending-reviews.js';

/** Runs one removal; a post someone else deleted meanwhile is no reason to stop removing the rest. */
async function quietly(remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
  }
}

/**
 * Deleting a user with "remove their content": each of their posts, answers and comments is deleted by the admin
 * through the same services a moderator's delete uses, so counters, reputation, refunds of unpaid rewards, search
 * and live updates all follow, and each can be recovered one by one later.
 */
export async function removeUserContent(db: Kysely<Database>, admin: UserRow, userId: string): Promise<void> {
  const answers = await db.selectFrom('answers').select('id').where('user_id', '=', userId).where('status', '=', AnswerStatus.normal).execute();
  for (const a of answers) await quietly(() => removeAnswer(db, admin, { id: a.id }));
  // Answers still waiting for review were never counted: they are deleted and leave the queue (nothing to decide).
  const waiting = await db.selectFrom('answers').select('id').where('user_id', '=', userId).where('status', '=', ANSWER_PENDING).execute();
  for (const a of waiting) {
    await db.transaction().execute(async (trx) => {
      if (!(await setAnswerStatus(trx, a.id, ANSWER_PENDING, AnswerStatus.deleted))) return;
      await recordActivity(trx, { objectType: 'answer', objectId: a.id, userId: admin.id, type: 'deleted' });
      await withdrawPendingReview(trx, a.id);
    });
  }
  const posts = await db.selectFrom('posts').select('id').where('user_id', '=', userId).where('status', '<>', PostStatus.deleted).execute();
  for (const p of posts) await quietly(() => deleteQuestion(db, admin, { id: p.id }));
  const comments = await db.selectFrom('comments').select('id').where('user_id', '=', userId).where('status', '=', COMMENT_NORMAL).execute();
  for (const c of comments) await quietly(() => removeComment(db, admin, { comment_id: c.id }));
}
