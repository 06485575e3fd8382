import { sql, type Kysely } from 'kysely';
import { listedSql, pricedSql, searchedAnswerSql } from '../../repositories/post-rules-sql.js';

// Migration 0010 wrote three rules into the functions that keep search_docs as numbers of their own: which posts
// are listed (statuses 1 and 2, shown), which are paid (kinds 1, 3 and 4 with points) and which answers search finds
// (live, not private). 0010 stays as it ran; this migration replaces those functions (same names and signatures, so
// the triggers of 0010 keep calling them) with bodies built from the fragments the server's own queries use
// (repositories/post-rules-sql.ts, from the contract's constants and the policies), so the database holds the same
// definition as the code.
//
// The rules had exactly these values when 0010 ran, so the rows it copied stand and nothing is copied again. The
// fragments are read when this migration runs: a later change to one of these rules needs a new migration that calls
// `createSearchDocFunctions` again and recopies search_docs (the rows copied under the old rule would stay).
export async function createSearchDocFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE OR REPLACE FUNCTION search_doc_priced(content_type smallint, score bigint) RETURNS boolean LANGUAGE sql IMMUTABLE AS
  $$SELECT ${pricedSql('')}$$;

CREATE OR REPLACE FUNCTION search_docs_copy_answers(post bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_docs WHERE object_type = 'answer' AND question_id = post;
  INSERT INTO search_docs
  SELECT 'answer', a.id, a.question_id, a.user_id, p.user_id, a.created_at, coalesce(a.edited_at, a.created_at), a.vote_count, 0,
         search_doc_priced(p.content_type, p.score), a.search
  FROM answers a JOIN posts p ON p.id = a.question_id
  WHERE a.question_id = post AND ${searchedAnswerSql('a')} AND ${listedSql('p')};
END $$;

CREATE OR REPLACE FUNCTION search_docs_of_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_docs WHERE question_id = OLD.id;
    RETURN NULL;
  END IF;
  IF ${listedSql('new')} THEN
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

CREATE OR REPLACE FUNCTION search_docs_of_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_docs WHERE object_type = 'answer' AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_docs
    SELECT 'answer', NEW.id, NEW.question_id, NEW.user_id, p.user_id, NEW.created_at, coalesce(NEW.edited_at, NEW.created_at),
           NEW.vote_count, 0, search_doc_priced(p.content_type, p.score), NEW.search
    FROM posts p
    WHERE p.id = NEW.question_id AND ${searchedAnswerSql('new')} AND ${listedSql('p')};
  END IF;
  RETURN NULL;
END $$;
`.execute(db);
}

export const up = createSearchDocFunctions;

/** Nothing to undo: the functions compute what 0010's did (the triggers and the copy are 0010's to drop). */
export async function down(): Promise<void> {}
