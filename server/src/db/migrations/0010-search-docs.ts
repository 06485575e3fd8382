import { sql, type Kysely } from 'kysely';

// Free-text search reads a narrow copy of what it matches on, ranks and filters by, kept by triggers: one row per
// listed post and per visible answer of a listed post, nothing else. Matching against posts itself visited each
// match's whole row (bodies, rendered HTML, excerpt, counters: about 2 KB a post at 100,000 posts, more than the
// embedded database's 128 MB buffer cache), and a query nobody asked before read hundreds of pages from disk. The
// copy is a few hundred bytes a row and stays in memory with its GIN index. Rows leave when their post or answer is
// no longer shown to searchers (deleted, pending, unlisted, private); search still checks visibility again on the
// page it decorates (repositories/search-repo.ts), so the copy only chooses candidates.
//
// Triggers fire only on the columns copied (not on view counts or hot scores, written every few seconds), and a
// change to a post's visibility, price or author re-copies its answers, which inherit them.
//
// Kept as it ran: migration 0028 replaces the functions below with bodies built from the server's own rule
// fragments (the same rules, no longer as numbers of their own).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE search_docs (
  object_type text NOT NULL CHECK (object_type IN ('question', 'answer')),
  id bigint NOT NULL,
  question_id bigint NOT NULL,
  user_id bigint NOT NULL,
  post_user_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  active_at timestamptz NOT NULL,
  vote_count integer NOT NULL,
  answer_count integer NOT NULL,
  priced boolean NOT NULL,
  search tsvector NOT NULL,
  PRIMARY KEY (id, object_type)
);
CREATE INDEX search_docs_search ON search_docs USING gin (search);
CREATE INDEX search_docs_question ON search_docs (question_id);

-- The kinds whose score is a price (post-policy's canReadContent): their bodies reach readers only.
CREATE FUNCTION search_doc_priced(content_type smallint, score bigint) RETURNS boolean LANGUAGE sql IMMUTABLE AS
  'SELECT content_type IN (1, 3, 4) AND score > 0';

CREATE FUNCTION search_docs_copy_answers(post bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_docs WHERE object_type = 'answer' AND question_id = post;
  INSERT INTO search_docs
  SELECT 'answer', a.id, a.question_id, a.user_id, p.user_id, a.created_at, coalesce(a.edited_at, a.created_at), a.vote_count, 0,
         search_doc_priced(p.content_type, p.score), a.search
  FROM answers a JOIN posts p ON p.id = a.question_id
  WHERE a.question_id = post AND a.status = 1 AND NOT a.is_private AND p.status IN (1, 2) AND p.show = 1;
END $$;

CREATE FUNCTION search_docs_of_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_docs WHERE question_id = OLD.id;
    RETURN NULL;
  END IF;
  IF NEW.status IN (1, 2) AND NEW.show = 1 THEN
    INSERT INTO search_docs VALUES ('question', NEW.id, NEW.id, NEW.user_id, NEW.user_id, NEW.created_at, NEW.active_at,
      NEW.vote_count, NEW.answer_count, search_doc_priced(NEW.content_type, NEW.score), NEW.search)
    ON CONFLICT (id, object_type) DO UPDATE SET question_id = EXCLUDED.question_id, user_id = EXCLUDED.user_id,
      post_user_id = EXCLUDED.post_user_id, created_at = EXCLUDED.created_at, active_at = EXCLUDED.active_at,
      vote_count = EXCLUDED.vote_count, answer_count = EXCLUDED.answer_count, priced = EXCLUDED.priced, search = EXCLUDED.search;
  ELSE
    DELETE FROM search_docs WHERE object_type = 'question' AND id = NEW.id;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.show, OLD.content_type, OLD.score, OLD.user_id)
       IS DISTINCT FROM (NEW.status, NEW.show, NEW.content_type, NEW.score, NEW.user_id) THEN
    PERFORM search_docs_copy_answers(NEW.id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search_docs_of_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_docs WHERE object_type = 'answer' AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_docs
    SELECT 'answer', NEW.id, NEW.question_id, NEW.user_id, p.user_id, NEW.created_at, coalesce(NEW.edited_at, NEW.created_at),
           NEW.vote_count, 0, search_doc_priced(p.content_type, p.score), NEW.search
    FROM posts p
    WHERE p.id = NEW.question_id AND NEW.status = 1 AND NOT NEW.is_private AND p.status IN (1, 2) AND p.show = 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_docs_of_post AFTER INSERT OR DELETE OR UPDATE OF
  status, show, content_type, score, user_id, title, original_text, created_at, active_at, vote_count, answer_count
  ON posts FOR EACH ROW EXECUTE FUNCTION search_docs_of_post();
CREATE TRIGGER search_docs_of_answer AFTER INSERT OR DELETE OR UPDATE OF
  status, is_private, question_id, user_id, original_text, created_at, edited_at, vote_count
  ON answers FOR EACH ROW EXECUTE FUNCTION search_docs_of_answer();

INSERT INTO search_docs
SELECT 'question', p.id, p.id, p.user_id, p.user_id, p.created_at, p.active_at, p.vote_count, p.answer_count,
       search_doc_priced(p.content_type, p.score), p.search
FROM posts p WHERE p.status IN (1, 2) AND p.show = 1;
INSERT INTO search_docs
SELECT 'answer', a.id, a.question_id, a.user_id, p.user_id, a.created_at, coalesce(a.edited_at, a.created_at), a.vote_count, 0,
       search_doc_priced(p.content_type, p.score), a.search
FROM answers a JOIN posts p ON p.id = a.question_id
WHERE a.status = 1 AND NOT a.is_private AND p.status IN (1, 2) AND p.show = 1;
ANALYZE search_docs;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER search_docs_of_answer ON answers;
DROP TRIGGER search_docs_of_post ON posts;
DROP FUNCTION search_docs_of_answer();
DROP FUNCTION search_docs_of_post();
DROP FUNCTION search_docs_copy_answers(bigint);
DROP FUNCTION search_doc_priced(smallint, bigint);
DROP TABLE search_docs;
`.execute(db);
}
