import { sql, type Kysely } from 'kysely';

// AI replies: answers and comments written by the site's AI account carry the model that wrote them (null for a
// person's), and every AI reply a member starts is counted in ai_requests for the per-member and per-site limits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE answers ADD COLUMN ai_model text;
ALTER TABLE comments ADD COLUMN ai_model text;
CREATE TABLE ai_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  object_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_requests_user ON ai_requests (user_id, created_at DESC);
CREATE INDEX ai_requests_created ON ai_requests (created_at DESC);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE ai_requests;
ALTER TABLE comments DROP COLUMN ai_model;
ALTER TABLE answers DROP COLUMN ai_model;
`.execute(db);
}
