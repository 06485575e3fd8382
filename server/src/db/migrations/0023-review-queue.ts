import { sql, type Kysely } from 'kysely';

// Flags and the review queue. A flag is one member's report of one object (a post, an answer, a comment or a
// member): open (1) until staff act on it (2, completed) or dismiss it (3). A member keeps at most one open flag per
// object (the partial unique index), so a double click or two tabs file one. `object_id` is a post, answer or comment
// id (one id space) or a user id, told apart by `object_type`.
// A pending review is a post or an answer held back (status 11) by the admin's queue rules until staff approve (2)
// or reject (3) it; `id` is an integer because Answer's review_id is one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  object_type varchar(16) NOT NULL CHECK (object_type IN ('question', 'answer', 'comment', 'user')),
  object_id bigint NOT NULL,
  question_id bigint,
  reported_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  report_type integer NOT NULL,
  content text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  operation varchar(32),
  reviewer_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX flags_one_open ON flags (user_id, object_type, object_id) WHERE status = 1;
CREATE INDEX flags_open ON flags (created_at, id) WHERE status = 1;
CREATE INDEX flags_object ON flags (object_type, object_id, status);
CREATE TABLE pending_reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  object_type varchar(16) NOT NULL CHECK (object_type IN ('question', 'answer')),
  object_id bigint NOT NULL,
  question_id bigint NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason varchar(32) NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  reviewer_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pending_reviews_one_open ON pending_reviews (object_id) WHERE status = 1;
CREATE INDEX pending_reviews_open ON pending_reviews (created_at, id) WHERE status = 1;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pending_reviews; DROP TABLE flags;`.execute(db);
}
