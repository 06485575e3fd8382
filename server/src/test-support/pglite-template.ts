import { existsSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startEmbedded } from '../db/embedded.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A migrated PGlite data dir as a tarball: loading it (~1 s) instead of initdb + migrations (~5 s) per test app.
 * The runner builds it once (TEST_PGLITE_TEMPLATE); a single test file run alone builds it here.
 */
export async function buildPgliteTemplate(path: string): Promise<string> {
  const server = await startEmbedded(null);
  try {
    const pool = new pg.Pool({ ...server.connectionConfig(), max: 1 });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    await db.destroy();
    const tmp = `${path}.${process.pid}.tmp`;
    await server.dump(tmp);
    renameSync(tmp, path);
    return path;
  } finally {
    await server.close();
  }
}

let pending: Promise<string> | null = null;
export function pgliteTemplate(): Promise<string> {
  const given = process.env.TEST_PGLITE_TEMPLATE;
  if (given && existsSync(given)) return Promise.resolve(given);
  if (!pending) {
    const path = join(tmpdir(), `site-pglite-template-${process.pid}.tar`);
    process.once('exit', () => rmSync(path, { force: true }));
    pending = buildPgliteTemplate(path);
  }
  return pending;
}
