import { sql, type Kysely } from 'kysely';

// PostgreSQL's text-search parser is quadratic on some inputs: a run like `_a_a_a…` or `a-b.a-b.…` (it keeps trying
// to read a longer host or file name) or many `<!--` without `-->` (each comment scans to the end). One 65 535-
// character answer of `_a` took 40 s of database CPU to index on PostgreSQL and 80 s on the embedded engine, whose
// single worker then answered nobody else. Bodies are therefore parsed in pieces of at most 256 characters, cut
// after the last whitespace of a piece when there is one (words stay whole): the cost is linear, the lexemes are
// the same, and positions continue from piece to piece, so phrase searches still match across the cuts. Titles
// (150 characters at most) are parsed whole as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE FUNCTION tsvector_in_pieces(body text) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  result tsvector := '';
  rest text := coalesce(body, '');
  piece text;
BEGIN
  WHILE rest <> '' LOOP
    piece := left(rest, 256);
    IF length(piece) = 256 THEN
      piece := coalesce(substring(piece FROM '^(.*\\s)'), piece);
    END IF;
    result := result || to_tsvector('simple', piece);
    rest := substr(rest, length(piece) + 1);
  END LOOP;
  RETURN result;
END $$;

ALTER TABLE posts DROP COLUMN search;
ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(tsvector_in_pieces(original_text), 'B')
) STORED;
CREATE INDEX posts_search ON posts USING gin (search);

ALTER TABLE answers DROP COLUMN search;
ALTER TABLE answers ADD COLUMN search tsvector GENERATED ALWAYS AS (tsvector_in_pieces(original_text)) STORED;
CREATE INDEX answers_search ON answers USING gin (search);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE answers DROP COLUMN search;
ALTER TABLE answers ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(original_text, ''))) STORED;
CREATE INDEX answers_search ON answers USING gin (search);
ALTER TABLE posts DROP COLUMN search;
ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(original_text, '')), 'B')
) STORED;
CREATE INDEX posts_search ON posts USING gin (search);
DROP FUNCTION tsvector_in_pieces(text);
`.execute(db);
}
