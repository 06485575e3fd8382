import { sql, type Kysely } from 'kysely';

// What browsers report about the page's parts (a remote that needs a newer shared singleton, a remote that could not
// load). Identical reports share one row (`fingerprint`, a hash of the reported fields) and count up, so a browser
// reporting in a loop adds no rows; the service keeps only the newest rows per remote, kind, version and module.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE frontend_remote_reports (
  id bigserial PRIMARY KEY,
  fingerprint char(64) NOT NULL UNIQUE,
  kind varchar(20) NOT NULL,
  remote varchar(64) NOT NULL,
  version varchar(64) NOT NULL DEFAULT '',
  module varchar(200) NOT NULL DEFAULT '',
  required varchar(100) NOT NULL DEFAULT '',
  loaded varchar(100) NOT NULL DEFAULT '',
  message varchar(500) NOT NULL DEFAULT '',
  count integer NOT NULL DEFAULT 1,
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX frontend_remote_reports_last_at ON frontend_remote_reports (last_at DESC);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE frontend_remote_reports`.execute(db);
}
