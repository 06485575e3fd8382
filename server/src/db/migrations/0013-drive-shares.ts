import { sql, type Kysely } from 'kysely';

// A resource post's cloud-drive share (link and extraction code): the paid part of the post next to its body. Kept in
// its own table, not on posts, so that no list, search or revision query selects it by accident: only the detail's
// presenter reads it, behind the paywall.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE post_drive_shares (
  post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
  share_url text NOT NULL,
  share_code text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE post_drive_shares;`.execute(db);
}
