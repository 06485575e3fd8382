import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Inserts a comment directly (set-up for tests that are not about writing comments). */
export async function makeComment(
  db: Kysely<Database>,
  c: { user_id: string; object_id: string; question_id: string; object_type?: 'question' | 'answer'; text?: string; status?: number },
) {
  const text = c.text ?? 'A comment';
  return db
    .insertInto('comments')
    .values({
      user_id: c.user_id,
      object_id: c.object_id,
      object_type: c.object_type ?? 'question',
      question_id: c.question_id,
      original_text: text,
      parsed_text: `<p>${text}</p>`,
      status: c.status ?? 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The notification events recorded for a user, oldest first. */
export async function eventsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('notification_events').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
