import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Sets a post's body (the search vector follows it: it is a generated column). */
export async function setPostBody(db: Kysely<Database>, postId: string, body: string, extra: { answer_count?: number; accepted_answer_id?: string } = {}) {
  await db
    .updateTable('posts')
    .set({ original_text: body, parsed_text: `<p>${body}</p>`, description: body.slice(0, 150), ...extra })
    .where('id', '=', postId)
    .execute();
}

export interface SearchAnswerInput {
  questionId: string;
  userId: string;
  text: string;
  isPrivate?: boolean;
  status?: number;
  voteCount?: number;
  accepted?: boolean;
  createdAt?: Date;
}

/** An answer with the given text and state (counters on the post are the caller's business). */
export async function makeSearchAnswer(db: Kysely<Database>, a: SearchAnswerInput) {
  return db
    .insertInto('answers')
    .values({
      question_id: a.questionId,
      user_id: a.userId,
      original_text: a.text,
      parsed_text: `<p>${a.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      is_private: a.isPrivate ?? false,
      status: a.status ?? 1,
      vote_count: a.voteCount ?? 0,
      accepted: a.accepted ? 2 : 1,
      ...(a.createdAt ? { created_at: a.createdAt, updated_at: a.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
