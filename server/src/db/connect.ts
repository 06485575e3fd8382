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

/** What the server hears of its database's health (logged by the app; main.ts decides what a dead worker means). */
export interface DatabaseEvents {
  /** A connection died (PostgreSQL restarted, failed over, a pooler or an admin ended it). The pool replaces it. */
  connectionLost?(err: Error): void;
  /** The embedded database's worker stopped without being asked to (never for PostgreSQL). */
  embeddedStopped?(reason: string): void;
}

// How long a request waits for a PostgreSQL connection (opening one, or its turn in the pool) before it is answered
// 503: an unreachable host must not hold requests and their sockets for the minutes a TCP time-out takes. The
// embedded database needs none: its channel fails at once when the worker is gone.
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection that dies is emitted as an 'error' event: on the pool while idle, on the client itself while checked
 * out (a query running when PostgreSQL went away). An unhandled 'error' event takes the whole process down, so every
 * client gets a listener the moment it is made; the query running on it fails on its own (and is answered 503), and
 * the pool drops the dead client and opens a new one on the next checkout.
 */
function survivePoolErrors(pool: pg.Pool, events: DatabaseEvents): pg.Pool {
  const lost = (err: Error) => events.connectionLost?.(err);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** Opens PostgreSQL, or starts PGlite (data in DATA_DIR/db) under the data dir's lock file. */
export async function openDatabase(spec: DbSpec, events: DatabaseEvents = {}): Promise<DbHandle> {
  if (spec.kind === 'postgres') {
    const pool = survivePoolErrors(
      new pg.Pool({ connectionString: spec.url, max: spec.poolSize ?? 10, Client: PreparingClient, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
      events,
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
    embedded = await startEmbedded(dir, fresh ? spec.templatePath : undefined, events.embeddedStopped);
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
  }), events);
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
