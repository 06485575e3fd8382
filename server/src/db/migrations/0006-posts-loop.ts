import { sql, type Kysely } from 'kysely';

// Issue 4's question-and-answer loop: comments, votes, bookmarks, follows, reactions, revisions, reputation,
// recorded notification events, invitations, and the post and answer states.
//
// One id space for posts, answers and comments. Answer's calls name their target by id alone (`vote/up
// {object_id}`, `comment {object_id}`, `meta/reaction {object_id}`, later `report`), so an id must say what it
// points at: the three tables draw from one sequence and the type is found by looking the id up. Existing answers
// are moved above the highest post id first (nothing references answers.id but posts' answer columns, moved too);
// through negative ids, because the primary key is checked row by row and a direct shift would collide.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
UPDATE answers SET id = -id;
UPDATE answers SET id = -id + (SELECT coalesce(max(id), 0) FROM posts);
UPDATE posts SET
  accepted_answer_id = accepted_answer_id + s.shift,
  first_answer_id = first_answer_id + s.shift,
  last_answer_id = last_answer_id + s.shift
FROM (SELECT coalesce(max(id), 0) AS shift FROM posts) s
WHERE accepted_answer_id IS NOT NULL OR first_answer_id IS NOT NULL OR last_answer_id IS NOT NULL;

CREATE SEQUENCE object_id_seq;
SELECT setval('object_id_seq', greatest((SELECT coalesce(max(id), 0) FROM posts), (SELECT coalesce(max(id), 0) FROM answers), 1));
ALTER TABLE posts ALTER COLUMN id DROP IDENTITY;
ALTER TABLE posts ALTER COLUMN id SET DEFAULT nextval('object_id_seq');
ALTER TABLE answers ALTER COLUMN id DROP IDENTITY;
ALTER TABLE answers ALTER COLUMN id SET DEFAULT nextval('object_id_seq');

-- Post states: close reason, and the status to restore when a deleted post is recovered.
ALTER TABLE posts
  ADD COLUMN close_type smallint NOT NULL DEFAULT 0,
  ADD COLUMN close_msg text NOT NULL DEFAULT '',
  ADD COLUMN status_before_delete smallint,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN pinned_at timestamptz;

-- Answers: deletion (status 10), edits, and the private plan (seen by the question's author and staff only).
ALTER TABLE answers
  ADD COLUMN is_private boolean NOT NULL DEFAULT false,
  ADD COLUMN last_edit_user_id bigint REFERENCES users (id),
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN accepted_at timestamptz,
  ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(original_text, ''))) STORED;
CREATE INDEX answers_search ON answers USING gin (search);

-- Tags: deletion time (status 10 = deleted) and when a synonym was attached.
ALTER TABLE tags ADD COLUMN deleted_at timestamptz;
CREATE INDEX tags_main_tag ON tags (main_tag_id) WHERE main_tag_id IS NOT NULL;

CREATE TABLE comments (
  id bigint PRIMARY KEY DEFAULT nextval('object_id_seq'),
  user_id bigint NOT NULL REFERENCES users (id),
  -- The post or answer the comment is on, and the post it belongs to (an answer's question).
  object_id bigint NOT NULL,
  object_type varchar(16) NOT NULL CHECK (object_type IN ('question', 'answer')),
  question_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  reply_user_id bigint REFERENCES users (id),
  reply_comment_id bigint,
  original_text text NOT NULL,
  parsed_text text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  vote_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_object ON comments (object_id, created_at, id);
CREATE INDEX comments_user ON comments (user_id, created_at DESC);

-- One vote per user and object; value +1 or -1. object_user_id is the author who gains or loses reputation.
CREATE TABLE votes (
  user_id bigint NOT NULL REFERENCES users (id),
  object_id bigint NOT NULL,
  object_type varchar(16) NOT NULL CHECK (object_type IN ('question', 'answer', 'comment')),
  object_user_id bigint NOT NULL REFERENCES users (id),
  value smallint NOT NULL CHECK (value IN (-1, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, object_id)
);
CREATE INDEX votes_object ON votes (object_id);
CREATE INDEX votes_user ON votes (user_id, created_at DESC);

-- Bookmarks (collection/switch) and follows (follow) of posts.
CREATE TABLE collections (
  user_id bigint NOT NULL REFERENCES users (id),
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX collections_user ON collections (user_id, created_at DESC);
CREATE TABLE post_follows (
  user_id bigint NOT NULL REFERENCES users (id),
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX post_follows_post ON post_follows (post_id);
CREATE TABLE tag_follows (
  user_id bigint NOT NULL REFERENCES users (id),
  tag_id bigint NOT NULL REFERENCES tags (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tag_id)
);
CREATE INDEX tag_follows_tag ON tag_follows (tag_id);

-- Reactions (meta/reaction): one row per user, object and emoji name.
CREATE TABLE reactions (
  user_id bigint NOT NULL REFERENCES users (id),
  object_id bigint NOT NULL,
  emoji varchar(32) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (object_id, emoji, user_id)
);

-- Every edit of a post, answer or tag: who, when, and the whole new version (the timeline pages diff them).
CREATE TABLE revisions (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  object_type varchar(16) NOT NULL CHECK (object_type IN ('question', 'answer', 'tag')),
  object_id bigint NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  title text NOT NULL DEFAULT '',
  content jsonb NOT NULL,
  summary varchar(300) NOT NULL DEFAULT '',
  -- 1 shown, 2 waiting for review (the review issue), 3 rejected.
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revisions_object ON revisions (object_type, object_id, created_at, id);

-- Reputation changes (Answer's activity): each row moves users.rank by amount; a cancelled row was undone.
CREATE TABLE reputation_log (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  activity_type varchar(48) NOT NULL,
  amount integer NOT NULL,
  object_id bigint NOT NULL,
  trigger_user_id bigint REFERENCES users (id),
  cancelled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reputation_log_user ON reputation_log (user_id, created_at DESC);
CREATE INDEX reputation_log_object ON reputation_log (object_id, activity_type) WHERE NOT cancelled;

-- Events recorded for notifications (mentions, invitations, new answers and comments); the notifications issue
-- shows and delivers them.
CREATE TABLE notification_events (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  trigger_user_id bigint REFERENCES users (id),
  kind varchar(32) NOT NULL,
  object_type varchar(16) NOT NULL,
  object_id bigint NOT NULL,
  question_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notification_events_user ON notification_events (user_id, created_at DESC);

-- Invitations to answer (question/invite).
CREATE TABLE question_invites (
  question_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  inviter_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (question_id, user_id)
);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE question_invites, notification_events, reputation_log, revisions, reactions, tag_follows, post_follows,
  collections, votes, comments;
DROP INDEX tags_main_tag;
ALTER TABLE tags DROP COLUMN deleted_at;
ALTER TABLE answers DROP COLUMN search, DROP COLUMN accepted_at, DROP COLUMN deleted_at, DROP COLUMN edited_at,
  DROP COLUMN last_edit_user_id, DROP COLUMN is_private;
ALTER TABLE posts DROP COLUMN pinned_at, DROP COLUMN deleted_at, DROP COLUMN status_before_delete, DROP COLUMN close_msg,
  DROP COLUMN close_type;
`.execute(db);
}
