import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BackupManifest } from './backup-format.js';
import { latestMigration, listSequences, listTables } from './schema-catalog.js';

/** Rows fetched per round trip from the cursor. */
const FETCH_ROWS = 2000;

export interface DatabaseDump {
  migration: string;
  serverVersion: string;
  tables: BackupManifest['tables'];
  sequences: BackupManifest['sequences'];
  /** Where each table's rows were written (one file per table in `dir`). */
  files: Map<string, string>;
}

/**
 * Dumps every table of the site's schema into `dir`, one NDJSON file per table, from ONE snapshot: a REPEATABLE READ
 * READ ONLY transaction sees the database as it was when it began, so a running site (PostgreSQL) can keep writing
 * and the backup still never holds an answer without its question. Each row is PostgreSQL's row_to_json text, kept
 * as it is: the database does the type serialization, and bigints, numerics and timestamps never pass through JS.
 */
export async function dumpDatabase(db: Kysely<Database>, dir: string, log: (line: string) => void): Promise<DatabaseDump> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const migration = await latestMigration(trx);
      if (!migration) throw new Error('This database holds no site (it has no migrations table): check DATA_DIR, DATABASE_URL or config.yaml.');
      const { rows: version } = await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(trx);
      const tables: DatabaseDump['tables'] = [];
      const files = new Map<string, string>();
      for (const table of await listTables(trx)) {
        const file = join(dir, `${tables.length}.ndjson`);
        const rows = await dumpTable(trx, table.name, table.columns, file, (n) => log(`table ${table.name}: ${n} rows so far`));
        tables.push({ name: table.name, columns: table.columns, rows });
        files.set(table.name, file);
        log(`table ${table.name}: ${rows} rows`);
      }
      // Sequences are not part of the snapshot (they only move forward), so these are at least the snapshot's.
      const sequences = await listSequences(trx);
      return { migration, serverVersion: version[0]?.v ?? '', tables, sequences, files };
    });
}

/** A big table reports this often, so a long dump visibly moves. */
export const PROGRESS_ROWS = 50_000;

async function dumpTable(trx: Kysely<Database>, table: string, columns: string[], file: string, progress: (rows: number) => void): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
  let rows = 0;
  try {
    // A cursor reads a table of any size in slices, inside the same snapshot, in one pass (no OFFSET rescans).
    const cols = sql.join(columns.map((c) => sql.id(c)));
    await sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${cols} FROM ${sql.id(table)}) r`.execute(trx);
    for (;;) {
      const { rows: batch } = await sql<{ line: string }>`FETCH FORWARD ${sql.lit(FETCH_ROWS)} FROM backup_rows`.execute(trx);
      if (batch.length === 0) break;
      // JSON escapes line breaks inside strings, so a raw one can only be layout inside a `json` column's text;
      // as a space it means the same and keeps one row per line.
      await write(out, batch.map((r) => (r.line.includes('\n') || r.line.includes('\r') ? r.line.replace(/[\r\n]/g, ' ') : r.line)).join('\n') + '\n');
      rows += batch.length;
      if (rows % PROGRESS_ROWS < batch.length) progress(rows);
    }
    await sql`CLOSE backup_rows`.execute(trx);
  } finally {
    out.end();
    await finished(out);
  }
  return rows;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}
