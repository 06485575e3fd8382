import { sql, type Kysely } from 'kysely';

// The recorded events become Answer's notifications: each is an inbox item (what others did to my posts) or an
// achievement (reputation or points moved), sits in one inbox tab, carries the reputation it moved (rank) and the
// action it words, and keeps a red dot until its list is opened (PUT notification/status) or it is read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE notification_events
  ADD COLUMN type varchar(16) GENERATED ALWAYS AS (
    CASE WHEN kind IN ('reputation', 'integrals') THEN 'achievement' ELSE 'inbox' END) STORED NOT NULL,
  ADD COLUMN inbox_type varchar(16) GENERATED ALWAYS AS (
    CASE WHEN kind = 'vote' THEN 'votes' WHEN kind = 'invite' THEN 'invites'
         WHEN kind IN ('reputation', 'integrals') THEN 'none' ELSE 'posts' END) STORED NOT NULL,
  ADD COLUMN action varchar(64),
  ADD COLUMN rank integer NOT NULL DEFAULT 0,
  ADD COLUMN red_dot boolean NOT NULL DEFAULT true;
CREATE INDEX notification_events_list ON notification_events (user_id, type, created_at DESC, id DESC);
CREATE INDEX notification_events_red_dot ON notification_events (user_id, type) WHERE red_dot AND read_at IS NULL;
CREATE INDEX notification_events_object ON notification_events (object_id, kind);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX notification_events_list, notification_events_red_dot, notification_events_object;
ALTER TABLE notification_events DROP COLUMN type, DROP COLUMN inbox_type, DROP COLUMN action, DROP COLUMN rank, DROP COLUMN red_dot;
`.execute(db);
}
