import { sql, type Kysely } from 'kysely';

// Each server instance keeps free-text search in memory (services/search/search-index.ts), built from search_docs.
// This log tells every instance which documents changed since it last looked: a row per insert, update or delete
// of search_docs, written by a trigger on search_docs itself, so every path that changes the copy (the triggers of
// 0010 on posts and answers) is covered. `xid` is the writing transaction: a reader asks for rows whose xid is at
// least the oldest transaction still running when it last read (pg_snapshot_xmin), which catches rows of
// transactions that committed out of id order. Rows are removed an hour after they were written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE search_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  xid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  object_type text NOT NULL,
  doc_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_changes_xid ON search_changes (xid);

CREATE FUNCTION search_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (object_type, doc_id) VALUES (OLD.object_type, OLD.id);
  ELSE
    INSERT INTO search_changes (object_type, doc_id) VALUES (NEW.object_type, NEW.id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_changes_log AFTER INSERT OR UPDATE OR DELETE ON search_docs
  FOR EACH ROW EXECUTE FUNCTION search_changes_log();
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER search_changes_log ON search_docs;
DROP FUNCTION search_changes_log();
DROP TABLE search_changes;
`.execute(db);
}
