import { sql, type Kysely } from 'kysely';

// Post states: who closed and who deleted a post. An author may reopen or recover their post only when they
// closed or deleted it themselves (a moderator's decision is not the author's to undo).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE posts
  ADD COLUMN closed_by bigint REFERENCES users (id),
  ADD COLUMN deleted_by bigint REFERENCES users (id);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE posts DROP COLUMN deleted_by, DROP COLUMN closed_by;`.execute(db);
}
