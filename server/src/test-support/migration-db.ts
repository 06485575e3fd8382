import { after, before } from 'node:test';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startEmbedded, type EmbeddedServer } from '../db/embedded.js';
import type { Database } from '../db/schema.js';

/**
 * An empty embedded database for a file's migration tests (started before them, closed after): each test migrates
 * it to the step before the one it checks, writes the data an older site had, then migrates on.
 */
export function useMigrationDb(): () => Kysely<Database> {
  let server: EmbeddedServer | undefined;
  let db: Kysely<Database> | undefined;
  before(async () => {
    server = await startEmbedded(null);
    const pool = new pg.Pool({ ...server.connectionConfig(), max: 1 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  });
  after(async () => {
    await db?.destroy();
    await server?.close();
  });
  return () => {
    if (!db) throw new Error('the migration database starts in before()');
    return db;
  };
}
