// The SQL of the in-process search index (services/search/search-index.ts): loading search_docs, reading the change
// log (migration 0012) together with the parsed query, and trimming the log.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { IndexedDoc } from '../services/search/text-index.js';

const us = (col: string) => sql`(extract(epoch FROM ${sql.ref(col)}) * 1000000)::bigint::text`;

/** The oldest transaction still running (changes of older ones are all visible now), as a decimal string. */
export async function oldestRunningXid(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ x: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS x`.execute(db);
  return r.rows[0]!.x;
}

/** Every document's key in (created_at, id) order: the order the index hands out slots in. */
export async function docKeysInOrder(db: Kysely<Database>): Promise<{ object_type: 'question' | 'answer'; id: string }[]> {
  const r = await sql<{ object_type: 'question' | 'answer'; id: string }>`
    SELECT object_type, id::text AS id FROM search_docs ORDER BY created_at, id`.execute(db);
  return r.rows;
}

/** The documents named (those still in search_docs; a missing one has left search). */
export async function docsByKeys(db: Kysely<Database>, keys: { object_type: 'question' | 'answer'; id: string }[]): Promise<IndexedDoc[]> {
  if (keys.length === 0) return [];
  const ids = (type: string) => keys.filter((k) => k.object_type === type).map((k) => k.id);
  const r = await sql<Omit<IndexedDoc, 'created_us' | 'active_us'> & { created_us: string; active_us: string }>`
    SELECT object_type, id::text AS id, question_id::text AS question_id, user_id::text AS user_id,
           post_user_id::text AS post_user_id, ${us('created_at')} AS created_us, ${us('active_at')} AS active_us,
           vote_count, answer_count, priced, search::text AS search
    FROM search_docs
    WHERE (object_type = 'question' AND id = ANY(${ids('question')}::bigint[]))
       OR (object_type = 'answer' AND id = ANY(${ids('answer')}::bigint[]))`.execute(db);
  return r.rows.map((x) => ({ ...x, created_us: Number(x.created_us), active_us: Number(x.active_us) }));
}

export interface ChangeRow {
  id: string;
  xid: string;
  object_type: 'question' | 'answer';
  doc_id: string;
}

/**
 * One round trip before free-text searches: each text as PostgreSQL reads it (websearch_to_tsquery's text form, in
 * the texts' order), the changes logged by transactions from `sinceXid` on, and the new oldest running xid. Several
 * searches waiting at once share it (services/search/search-index.ts); none is a read of the log alone.
 */
export async function queriesAndChanges(
  db: Kysely<Database>,
  texts: readonly string[],
  sinceXid: string,
): Promise<{ queries: string[]; changes: ChangeRow[]; xmin: string }> {
  const r = await sql<{ queries: string[]; changes: [string, string, 'question' | 'answer', string][]; xmin: string }>`
    SELECT (SELECT coalesce(json_agg(websearch_to_tsquery('simple', u.t)::text ORDER BY u.o), '[]')
            FROM unnest(${[...texts]}::text[]) WITH ORDINALITY AS u(t, o)) AS queries,
           pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
           (SELECT coalesce(json_agg(json_build_array(c.id::text, c.xid::text, c.object_type, c.doc_id::text)), '[]')
            FROM search_changes c WHERE c.xid >= ${sinceXid}::bigint) AS changes`.execute(db);
  const row = r.rows[0]!;
  return { queries: row.queries, xmin: row.xmin, changes: row.changes.map(([id, xid, object_type, doc_id]) => ({ id, xid, object_type, doc_id })) };
}
/** Drops log rows every instance has had an hour to read. */
export async function trimChanges(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM search_changes WHERE created_at < now() - interval '1 hour'`.execute(db);
}
