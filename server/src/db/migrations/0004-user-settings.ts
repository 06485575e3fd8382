import { sql, type Kysely } from 'kysely';

// Issue 3's user settings and admin user management.
//
// Avatars: `avatar_info` holds the user's choice (Answer's AvatarInfo: type system | gravatar | custom; NULL means
// "never chosen: follow the site's default_avatar"). `avatar` holds the URL to show and is kept in step by a
// trigger, so every query that embeds a user (post lists, details) reads one plain column and never needs the
// e-mail or the site settings. The trigger fires when the choice or the e-mail changes (an e-mail change moves the
// gravatar); when an admin changes the users settings, the service rewrites every row with the same function.
// The default gravatar base URL below must match the one in presenters/site-info-presenter.ts.
//
// Notification settings: one row per (user, key) the user has set (a missing row means the default), so
// "who wants e-mails about all new questions" is one indexed lookup.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users ADD COLUMN avatar_info jsonb, ADD COLUMN suspended_at timestamptz;

CREATE FUNCTION user_avatar_url(info jsonb, email text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN info->>'type' = 'custom' THEN coalesce(info->>'custom', '')
    WHEN info->>'type' = 'gravatar' OR (info IS NULL AND s.v->>'default_avatar' = 'gravatar') THEN
      coalesce(nullif(s.v->>'gravatar_base_url', ''), 'https://www.gravatar.com/avatar/')
        || md5(lower(trim(email))) || '?s=256&d=identicon'
    ELSE ''
  END
  FROM (SELECT (SELECT value FROM site_settings WHERE key = 'users') AS v) AS s
$$;

CREATE FUNCTION users_set_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.avatar := user_avatar_url(NEW.avatar_info, NEW.e_mail);
  RETURN NEW;
END
$$;

CREATE TRIGGER users_avatar BEFORE INSERT OR UPDATE OF avatar_info, e_mail ON users
  FOR EACH ROW EXECUTE FUNCTION users_set_avatar();

UPDATE users SET avatar = user_avatar_url(avatar_info, e_mail);

CREATE INDEX users_newest ON users (created_at DESC, id DESC);

CREATE TABLE user_notification_settings (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key varchar(64) NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX user_notification_settings_enabled ON user_notification_settings (key, user_id) WHERE enabled;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE user_notification_settings;
DROP INDEX users_newest;
DROP TRIGGER users_avatar ON users;
DROP FUNCTION users_set_avatar();
DROP FUNCTION user_avatar_url(jsonb, text);
ALTER TABLE users DROP COLUMN avatar_info, DROP COLUMN suspended_at;
`.execute(db);
}
