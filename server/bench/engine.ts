// One bench site per engine: a temporary data dir (and, for PostgreSQL, a temporary database on DATABASE_URL's
// server), seeded through the seed CLI, then served by its own server process on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type Engine = 'embedded' | 'postgres';

export interface BenchSite {
  engine: Engine;
  base: string;
  /** The question with many answers the seed printed. */
  manyAnswersId: string;
  stop(): Promise<void>;
}

interface SiteOptions {
  root: string;
  entry: (rel: string) => string[];
  questions: number;
  manyAnswers: number;
  /** The PostgreSQL server the bench may create a database on (only for the postgres engine). */
  databaseUrl?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
}

/** A new empty database next to `url`'s, and how to drop it again. */
async function temporaryDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Seeds and starts one site on `engine`; throws (after cleaning up) when either step fails. */
export async function startSite(engine: Engine, o: SiteOptions): Promise<BenchSite> {
  const dataDir = mkdtempSync(join(tmpdir(), `site-bench-${engine}-`));
  const db = engine === 'postgres' ? await temporaryDatabase(o.databaseUrl!) : null;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTO_INSTALL: 'true', SITE_NAME: 'Bench', ADMIN_PASSWORD: 'bench-pass-1', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' };
  if (db) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  // Redis would only add a network hop to the anonymous cache; one instance keeps it in memory.
  delete env.REDIS_URL;
  let server: ChildProcess | null = null;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.on('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop().catch((err) => console.warn(`[bench] could not drop the bench database: ${(err as Error).message}`));
  };
  try {
    console.log(`[bench ${engine}] data in ${dataDir}; seeding ${o.questions} posts...`);
    const seeded = spawnSync(process.execPath, [...o.entry('cli/seed'), '--questions', String(o.questions), '--many-answers', String(o.manyAnswers)], {
      cwd: o.root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    process.stdout.write(seeded.stdout ?? '');
    const manyAnswersId = /many-answers question: (\d+)/.exec(seeded.stdout ?? '')?.[1];
    if (seeded.status !== 0 || !manyAnswersId) throw new Error(`seeding the ${engine} site failed`);

    // Request logging stays off (LOG_LEVEL=warn) so it does not skew the numbers.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const proc = spawn(process.execPath, o.entry('main'), { cwd: o.root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
    server = proc;
    const startBy = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`the ${engine} server exited (${proc.exitCode})`);
      if (Date.now() > startBy) throw new Error(`the ${engine} server did not start within 60 s`);
      if (await fetch(`${base}/answer/api/v1/ping`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return { engine, base, manyAnswersId, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
