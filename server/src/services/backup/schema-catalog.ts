import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// What backup and restore read from PostgreSQL's catalog (the same on both engines). Everything is limited to the
// schema the site's tables live in (current_schema(), `public` unless the search_path says otherwise).

/** Kysely's own bookkeeping: the restore's migrator writes these itself. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

export interface TableInfo {
  name: string;
  /** Stored columns in table order; generated columns (search vectors) are left out: PostgreSQL recomputes them. */
  columns: string[];
}

export interface ForeignKey {
  name: string;
  table: string;
  references: string;
  /** pg_get_constraintdef's text, to add the constraint again exactly as it was. */
  definition: string;
}

export interface SequenceState {
  name: string;
  /** As text; null when the sequence was never used. */
  last_value: string | null;
}

type Db = Kysely<Database>;

export async function listTables(db: Db): Promise<TableInfo[]> {
  const { rows } = await sql<TableInfo>`
    SELECT c.relname AS name, json_agg(a.attname ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname NOT IN (${sql.join(MIGRATOR_TABLES)})
    GROUP BY c.relname
    ORDER BY c.relname`.execute(db);
  return rows;
}

export async function listForeignKeys(db: Db): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT k.conname AS name, c.relname AS "table", r.relname AS "references", pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    JOIN pg_class r ON r.oid = k.confrelid
    WHERE k.contype = 'f'
    ORDER BY c.relname, k.conname`.execute(db);
  return rows;
}

/** Tables with triggers of the site's own (not the internal ones that enforce foreign keys). */
export async function tablesWithUserTriggers(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT c.relname AS name
    FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    WHERE NOT t.tgisinternal
    ORDER BY 1`.execute(db);
  return rows.map((r) => r.name);
}

export async function listSequences(db: Db): Promise<SequenceState[]> {
  const { rows } = await sql<SequenceState>`
    SELECT sequencename AS name, last_value::text AS last_value
    FROM pg_sequences
    WHERE schemaname = current_schema()
    ORDER BY sequencename`.execute(db);
  return rows;
}

/**
 * Which columns draw their values from which sequence: identity and serial columns (owned), and columns whose
 * default calls nextval() on a shared sequence (posts and answers share one id sequence).
 */
export async function sequenceColumns(db: Db): Promise<{ sequence: string; table: string; column: string }[]> {
  const { rows } = await sql<{ sequence: string; table: string; column: string }>`
    SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
    FROM pg_depend d
    JOIN pg_class s ON s.oid = d.refobjid AND s.relkind = 'S'
    JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = current_schema()
    JOIN pg_attrdef ad ON d.classid = 'pg_attrdef'::regclass AND ad.oid = d.objid
    JOIN pg_class t ON t.oid = ad.adrelid
    JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum
    UNION
    SELECT s.relname, t.relname, a.attname
    FROM pg_depend d
    JOIN pg_class s ON d.classid = 'pg_class'::regclass AND s.oid = d.objid AND s.relkind = 'S'
    JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = current_schema()
    JOIN pg_class t ON d.refclassid = 'pg_class'::regclass AND t.oid = d.refobjid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
    WHERE d.deptype IN ('a', 'i')
    ORDER BY 1, 2, 3`.execute(db);
  return rows;
}

/** The last migration the database ran, or null when it holds no site (no migration table). */
export async function latestMigration(db: Db): Promise<string | null> {
  const { rows: exists } = await sql<{ found: boolean }>`SELECT to_regclass('kysely_migration') IS NOT NULL AS found`.execute(db);
  if (!exists[0]?.found) return null;
  const { rows } = await sql<{ name: string | null }>`SELECT max(name) AS name FROM kysely_migration`.execute(db);
  return rows[0]?.name ?? null;
}

/** How many relations (tables, sequences, views) the site's schema holds: a restore target must have none. */
export async function countRelations(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    WHERE c.relkind IN ('r', 'p', 'S', 'v', 'm', 'f')`.execute(db);
  return rows[0]?.n ?? 0;
}
