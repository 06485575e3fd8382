import { sql, type Kysely } from 'kysely';

// A member's settings for a plugin (Answer's user plugin config): one JSON object of field values per member and
// plugin. Site-wide plugin state (on/off, the admin's config) lives in site_settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE user_plugin_configs (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plugin_slug_name varchar(100) NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, plugin_slug_name)
);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_plugin_configs`.execute(db);
}
