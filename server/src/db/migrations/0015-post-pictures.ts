import { sql, type Kysely } from 'kysely';

// The pictures of AI picture posts (content_type 5): a member's upload or a generated image, stored with a
// thumbnail for the card view. A picture belongs to the member who made it and is free (post_id null) until a post
// of theirs uses it; a post has one picture at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE post_pictures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  post_id bigint REFERENCES posts (id),
  image_key text NOT NULL,
  thumbnail_key text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  prompt text NOT NULL DEFAULT '',
  source text NOT NULL CHECK (source IN ('ai', 'upload')),
  model text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX post_pictures_post ON post_pictures (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX post_pictures_user ON post_pictures (user_id, created_at);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE post_pictures;`.execute(db);
}
