import { sql, type Kysely } from 'kysely';

// Emailed links (activation, password reset, email change) carry a random code; only its sha256 is stored, so a
// leaked table opens nothing. A code is used by setting used_at in one conditional UPDATE (single use even when two
// requests race). `payload` holds what the link confirms (the new address of an email change).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE email_codes (
  code_hash char(64) PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose varchar(32) NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'email_change')),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_codes_user_purpose ON email_codes (user_id, purpose);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_codes`.execute(db);
}
