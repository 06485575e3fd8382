import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app.js';
import { readEnv, type ServerEnv } from '../config/env.js';
import { loggerOptions, scrubbingStream } from '../config/logger.js';
import { pgliteTemplate } from './pglite-template.js';

/** The engine under test: the runner sets TEST_ENGINE=postgres (+ TEST_DATABASE_URL) for the second pass. */
export const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'embedded';
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const ADMIN = { name: 'admin', email: 'admin@example.com', password: 'admin-pass-1' };

/**
 * A migrated database the runner made once for the PostgreSQL pass (TEST_PG_TEMPLATE): a test app's database is a
 * copy of it (~0.3 s) instead of an empty one the app migrates (~2 s). A file run alone migrates its own.
 */
const pgTemplate = /^[a-z0-9_]+$/.test(process.env.TEST_PG_TEMPLATE ?? '') ? process.env.TEST_PG_TEMPLATE : undefined;

let counter = 0;
/**
 * A new PostgreSQL database on the test server, and how to drop it: empty, or with `migrated` a copy of the runner's
 * migrated template when there is one (the app's start-up migration then finds nothing to do).
 */
export async function createPgDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(migrated && pgTemplate ? `CREATE DATABASE ${name} TEMPLATE ${pgTemplate}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  env: ServerEnv;
  dataDir: string;
  /** Every log line written so far (JSON strings). */
  logs: string[];
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in by e-mail and returns the raw token. */
  login(email?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  installed?: boolean;
  env?: Partial<ServerEnv>;
  /** Reuse a data dir (e.g. to restart on the same data). */
  dataDir?: string;
  logLevel?: string;
  /**
   * Keep the anonymous cache between requests. By default `inject` forgets it before each request: the factories
   * write straight to the database, bypassing the HTTP writes that invalidate it, and a test that changes rows that
   * way then reads them would see the answer cached before. The same invalidation forgets the remembered sessions
   * and the rows members' answers are built from (a user suspended in the database is refused at once). The caches'
   * own tests keep them; they call `app.anonymousCache.invalidate()` where they write behind the API's back.
   */
  keepAnonymousCache?: boolean;
  /** Told when the embedded database's worker stops on its own (main.ts exits then). */
  onEmbeddedStopped?: (reason: string) => void;
}

/** A fresh app on its own database (PGlite from the template, or a new PostgreSQL database). */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'site-test-'));
  const pgDb = engine === 'postgres' ? await createPgDatabase({ migrated: true }) : null;
  const env: ServerEnv = {
    ...readEnv({}),
    dataDir,
    databaseUrl: pgDb?.url ?? null,
    embeddedTemplate: engine === 'embedded' ? await pgliteTemplate() : null,
    logLevel: opts.logLevel ?? 'info',
    // Every answer a test sees matches its contract.
    checkResponses: true,
    // Tests drive the mail queue themselves (app.mailWorker.runOnce()).
    mailWorkerMs: 0,
    autoInstall: opts.installed
      ? { siteName: 'Test site', siteUrl: 'http://localhost:9080', adminName: ADMIN.name, adminEmail: ADMIN.email, adminPassword: ADMIN.password, language: 'en_US' }
      : null,
    ...opts.env,
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      cb();
    },
  });
  const logger = pino(loggerOptions(env.logLevel), scrubbingStream(sink));
  let app: FastifyInstance;
  try {
    app = await buildApp({ env, logger, onEmbeddedStopped: opts.onEmbeddedStopped });
  } catch (err) {
    await pgDb?.drop();
    throw err;
  }
  const t: TestApp = {
    app,
    env,
    dataDir,
    logs,
    inject: async (o) => {
      if (!opts.keepAnonymousCache) await app.anonymousCache.invalidate();
      return app.inject(o);
    },
    async login(email = ADMIN.email, password = ADMIN.password) {
      const res = await app.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', payload: { e_mail: email, pass: password } });
      const body = res.json();
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return body.data.access_token as string;
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
