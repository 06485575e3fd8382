import { sql, type Kysely } from 'kysely';

// A member without a password confirms deleting their account through a mailed link: one more purpose of codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE email_codes DROP CONSTRAINT email_codes_purpose_check;
ALTER TABLE email_codes ADD CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('activation', 'password_reset', 'email_change', 'account_deletion'));
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM email_codes WHERE purpose = 'account_deletion';
ALTER TABLE email_codes DROP CONSTRAINT email_codes_purpose_check;
ALTER TABLE email_codes ADD CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('activation', 'password_reset', 'email_change'));
`.execute(db);
}
