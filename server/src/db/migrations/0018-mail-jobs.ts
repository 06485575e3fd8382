import { sql, type Kysely } from 'kysely';

// The durable mail queue: every notification mail is a row first, written in the transaction that causes it, and a
// worker on any instance claims due rows (FOR UPDATE SKIP LOCKED) and sends them. `dedupe_key` makes planning
// idempotent (one new-post mail per member and post, one digest per member and week). Unsubscribe links carry a code
// stored only as a hash, scoped to a member and one setting key. `mail_weekly_counts` caps the new-post mails.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE mail_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX mail_jobs_due ON mail_jobs (run_at, id) WHERE status IN ('pending', 'sending');
CREATE TABLE mail_unsubscribe_codes (
  code_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  setting_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX mail_unsubscribe_codes_user ON mail_unsubscribe_codes (user_id, created_at);
CREATE TABLE mail_weekly_counts (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  setting_key text NOT NULL,
  week_start date NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, setting_key, week_start)
);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE mail_weekly_counts;
DROP TABLE mail_unsubscribe_codes;
DROP TABLE mail_jobs;
`.execute(db);
}
