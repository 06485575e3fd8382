import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { startNginx, type NginxProcess } from './nginx-process.js';
import { redisTestPrefix, TEST_REDIS_URL } from './redis.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { createPgDatabase } from './test-app.js';

/** The address nginx connects to the instances from: the only proxy the instances believe (TRUST_PROXY). */
export const NGINX_ADDRESS = '127.0.0.1';

export interface Cluster {
  /** The server processes, each also reachable directly at its `url`. */
  instances: ServerProcess[];
  nginx: NginxProcess;
  /** The shared database, for set-up and for checking what was stored. */
  db: Kysely<Database>;
  /** Every instance's output (for assertion messages). */
  output(): string;
  close(): Promise<void>;
}

/**
 * `count` server processes started as `pnpm start` would, in parallel, on one new PostgreSQL database and one Redis
 * (a key prefix of their own), the same SECRET_KEY, behind nginx with the site's configuration. `env` is added to
 * every instance's environment.
 */
export async function startCluster(count: number, env: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const database = await createPgDatabase({ migrated: true });
  const dataDirs: string[] = [];
  const instances: ServerProcess[] = [];
  let nginx: NginxProcess | null = null;
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const output = () => instances.map((s, i) => `--- instance ${i} (${s.url ?? 'not listening'}) ---\n${s.output()}`).join('\n');
  // Should the test process end without closing (a crash, a runner's kill), no server or nginx outlives it.
  const killAll = () => {
    for (const s of instances) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    // nginx's master stops its workers on SIGTERM (killed outright, it would leave them behind).
    if (nginx?.child.exitCode === null) nginx.child.kill('SIGTERM');
  };
  process.once('exit', killAll);
  const close = async () => {
    process.off('exit', killAll);
    await nginx?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await db.destroy();
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const shared = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisTestPrefix(),
      SECRET_KEY: 'scale-out-test-secret-key-0123456789',
      TRUST_PROXY: NGINX_ADDRESS,
      CHECK_RESPONSES: 'true',
      ...env,
    };
    const started = await Promise.all(
      Array.from({ length: count }, () => {
        // A data dir each, as on separate hosts: nothing but PostgreSQL and Redis is shared.
        const dir = mkdtempSync(join(tmpdir(), 'site-scale-'));
        dataDirs.push(dir);
        return startServerProcess(dir, { databaseUrl: database.url, env: shared });
      }),
    );
    instances.push(...started);
    const down = instances.filter((s) => !s.url);
    if (down.length > 0) throw new Error(`${down.length} of ${count} instances did not start:\n${output()}`);
    nginx = await startNginx(instances.map((s) => new URL(s.url!).host));
    return { instances, nginx, db, output, close };
  } catch (err) {
    await close();
    throw err;
  }
}
