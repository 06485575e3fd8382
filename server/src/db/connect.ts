import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startEmbedded, type EmbeddedServer } from './embedded.js';
import { acquireDataDirLock } from './lock-file.js';
import { PreparingClient } from './preparing-client.js';
import type { Database } from './schema.js';

export type DbSpec =
  | { kind: 'embedded'; dataDir: string; templatePath?: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** An open database: Kysely over a pg.Pool, whatever the engine. */
export interface DbHandle {
  kind: DbSpec['kind'];
  db: Kysely<Database>;
  embedded: EmbeddedServer | null;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pooled connection that dies while idle (PostgreSQL restarted, failed over, or an admin terminated it) is emitted
 * as the pool's 'error'. Unhandled, that event would take the whole server down; the pool already drops the client
 * and opens a new one on the next checkout, so reporting it is all that is left to do.
 */
function survivePoolErrors(pool: pg.Pool): pg.Pool {
  pool.on('error', (err) => process.emitWarning(`database connection lost while idle: ${err.message}`, 'DatabaseWarning'));
  return pool;
}

/** Opens PostgreSQL, or starts PGlite (data in DATA_DIR/db) under the data dir's lock file. */
export async function openDatabase(spec: DbSpec): Promise<DbHandle> {
  if (spec.kind === 'postgres') {
    const pool = survivePoolErrors(
      new pg.Pool({ connectionString: spec.url, max: spec.poolSize ?? 10, Client: PreparingClient }),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', db, embedded: null, pool, close: () => db.destroy() };
  }
  const release = acquireDataDirLock(spec.dataDir);
  let embedded: EmbeddedServer;
  try {
    const dir = join(spec.dataDir, 'db');
    // A template (tests, bench) only seeds an empty data dir; existing data always wins.
    const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
    embedded = await startEmbedded(dir, fresh ? spec.templatePath : undefined);
  } catch (err) {
    release();
    throw err;
  }
  // One connection: PGlite runs one query at a time anyway, and one connection keeps transactions simple.
  const pool = survivePoolErrors(new pg.Pool({
    ...embedded.connectionConfig(),
    max: 1,
    idleTimeoutMillis: 0, // keep the one connection: reconnecting buys nothing here
    Client: PreparingClient,
  }));
  // Every connection shares PGlite's single session, so statements prepared by an earlier (closed) connection
  // still exist; a new client knows none of them. Start each new client from a clean slate.
  pool.on('connect', (client) => {
    client.query('DEALLOCATE ALL').catch(() => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | null = null;
  return {
    kind: 'embedded',
    db,
    embedded,
    pool,
    close() {
      closing ??= (async () => {
        try {
          await db.destroy();
          await embedded.close();
        } finally {
          release();
        }
      })();
      return closing;
    },
  };
}

/** Tries a connection (install wizard's db check); never throws. */
export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
