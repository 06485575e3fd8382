import { sql, type Kysely } from 'kysely';

// Search walks its candidates newest first and stops at the page (or the ranked cap) instead of visiting every
// match: listed posts and visible answers in pure created_at order (posts_list_newest puts pinned posts first, so it
// cannot serve a search).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX posts_search_newest ON posts (created_at DESC, id DESC) WHERE status IN (1, 2) AND show = 1;
CREATE INDEX answers_search_newest ON answers (created_at DESC, id DESC) WHERE status = 1 AND NOT is_private;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX answers_search_newest; DROP INDEX posts_search_newest;`.execute(db);
}
