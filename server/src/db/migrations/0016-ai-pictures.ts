import { sql, type Kysely } from 'kysely';

// AI pictures count in the same AI limits as AI replies: a request is a reply (about a post, an answer or a
// comment) or a picture (about nothing yet: the member posts it later, or never).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE ai_requests ADD COLUMN kind text NOT NULL DEFAULT 'reply' CHECK (kind IN ('reply', 'picture'));
ALTER TABLE ai_requests ALTER COLUMN object_id DROP NOT NULL;
ALTER TABLE ai_requests ADD CONSTRAINT ai_requests_reply_object CHECK (kind <> 'reply' OR object_id IS NOT NULL);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM ai_requests WHERE kind = 'picture';
ALTER TABLE ai_requests DROP CONSTRAINT ai_requests_reply_object;
ALTER TABLE ai_requests ALTER COLUMN object_id SET NOT NULL;
ALTER TABLE ai_requests DROP COLUMN kind;
`.execute(db);
}
