import { sql, type Kysely } from 'kysely';

// Captchas live in the database (not in process memory) so any instance behind a load balancer can check a
// captcha another one issued. Only a hash of the answer is stored; a row is deleted when it is checked.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE captchas (
  id varchar(64) PRIMARY KEY,
  answer_hash char(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX captchas_expires_at ON captchas (expires_at);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE captchas`.execute(db);
}
