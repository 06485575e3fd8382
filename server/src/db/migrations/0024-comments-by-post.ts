import { sql, type Kysely } from 'kysely';

// A post's open pages fingerprint all its comments (live updates) on every change: by their post, which until now
// meant reading every comment of the site.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX comments_question ON comments (question_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX comments_question`.execute(db);
}
