import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql, type Kysely } from 'kysely';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import type { BackupManifest } from './backup-format.js';
import { PROGRESS_ROWS } from './dump-database.js';
import { planLoadOrder } from './load-order.js';
import { listForeignKeys, listTables, sequenceColumns, tablesWithUserTriggers } from './schema-catalog.js';

/** A batch is sent once it holds this many rows or this much JSON, whichever comes first. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

type Db = Kysely<Database>;

/**
 * Loads a backup into an EMPTY database, all in ONE transaction, so a failure anywhere leaves the database as empty
 * as it was: build the schema the backup was taken at (its migration, not the newest: the rows fit that one), load
 * every table's rows, put the sequences where they were, then run the newer migrations so old data moves forward the
 * way it would have on the old site.
 */
export async function restoreDatabase(db: Db, manifest: BackupManifest, fileOf: (table: string) => string, log: (line: string) => void): Promise<void> {
  await db.transaction().execute(async (trx) => {
    log(`building the schema of migration ${manifest.migration}`);
    await migrateTo(trx, manifest.migration);
    const columns = await checkSchema(trx, manifest);
    const plan = planLoadOrder(manifest.tables.map((t) => t.name), await listForeignKeys(trx));
    const withTriggers = await tablesWithUserTriggers(trx);

    // Rows come back exactly as stored: the site's triggers (one derives users.avatar) must not rewrite them, and
    // keys no row order satisfies are checked once every row is in.
    for (const fk of plan.deferred) await sql`ALTER TABLE ${sql.id(fk.table)} DROP CONSTRAINT ${sql.id(fk.name)}`.execute(trx);
    for (const t of withTriggers) await sql`ALTER TABLE ${sql.id(t)} DISABLE TRIGGER USER`.execute(trx);

    const expected = new Map(manifest.tables.map((t) => [t.name, t.rows]));
    for (const table of plan.order) {
      const rows = await loadTable(trx, table, columns.get(table)!, fileOf(table), (n) => log(`table ${table}: ${n} rows so far`));
      if (rows !== expected.get(table)) {
        throw new Error(`The backup's ${table} holds ${rows} rows where its manifest says ${expected.get(table)}: the file is damaged. Nothing was restored.`);
      }
      log(`table ${table}: ${rows} rows`);
    }

    for (const t of withTriggers) await sql`ALTER TABLE ${sql.id(t)} ENABLE TRIGGER USER`.execute(trx);
    for (const fk of plan.deferred) {
      await sql`ALTER TABLE ${sql.id(fk.table)} ADD CONSTRAINT ${sql.id(fk.name)} ${sql.raw(fk.definition)}`.execute(trx);
    }
    await restoreSequences(trx, manifest.sequences);
    log('migrating to the newest schema');
    await migrateToLatest(trx);
  });
}

/** The target's columns per table, after checking they are the backup's (they are, at the same migration). */
async function checkSchema(trx: Db, manifest: BackupManifest): Promise<Map<string, string[]>> {
  const target = new Map((await listTables(trx)).map((t) => [t.name, t.columns]));
  for (const table of manifest.tables) {
    const cols = target.get(table.name);
    const differs = !cols || cols.length !== table.columns.length || cols.some((c) => !table.columns.includes(c));
    if (differs) {
      throw new Error(
        `The backup's table ${table.name} (${table.columns.join(', ')}) does not match the schema of migration ${manifest.migration} ` +
          `(${cols?.join(', ') ?? 'no such table'}): the backup was not made by this site's code. Nothing was restored.`,
      );
    }
  }
  return new Map(manifest.tables.map((t) => [t.name, t.columns]));
}

/**
 * Streams one table's lines into INSERT ... SELECT FROM json_populate_recordset: PostgreSQL parses each value from
 * the JSON it wrote itself, so every type comes back exact. OVERRIDING SYSTEM VALUE keeps ids as they were even for
 * a GENERATED ALWAYS identity.
 */
async function loadTable(trx: Db, table: string, columns: string[], file: string, progress: (rows: number) => void): Promise<number> {
  const cols = sql.join(columns.map((c) => sql.id(c)));
  const insert = (batch: string[]) =>
    sql`INSERT INTO ${sql.id(table)} (${cols}) OVERRIDING SYSTEM VALUE
        SELECT ${cols} FROM json_populate_recordset(null::${sql.id(table)}, ${`[${batch.join(',')}]`}::json)`.execute(trx);
  let rows = 0;
  let batch: string[] = [];
  let bytes = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      rows += batch.length;
      if (rows % PROGRESS_ROWS < batch.length) progress(rows);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) {
    await insert(batch);
    rows += batch.length;
  }
  return rows;
}

/**
 * Puts each sequence where the backup had it, or past the largest id loaded, whichever is further: a new post must
 * never get the id of a restored (or a deleted) one.
 */
async function restoreSequences(trx: Db, sequences: BackupManifest['sequences']): Promise<void> {
  const users = new Map<string, { table: string; column: string }[]>();
  for (const u of await sequenceColumns(trx)) users.set(u.sequence, [...(users.get(u.sequence) ?? []), u]);
  for (const seq of sequences) {
    const maxes = (users.get(seq.name) ?? []).map((u) => sql`(SELECT max(${sql.id(u.column)}) FROM ${sql.id(u.table)})`);
    const candidates = [sql`${seq.last_value}::bigint`, ...maxes];
    // greatest() ignores NULLs; when everything is NULL the sequence was never used and stays fresh.
    await sql`SELECT setval(to_regclass(quote_ident(${seq.name})), v) FROM (SELECT greatest(${sql.join(candidates)}) AS v) x WHERE v IS NOT NULL`.execute(trx);
  }
}
