// The readiness check against databases that cannot answer: nothing listening, and a server that accepts the
// connection and then never answers (a hung database, the case a short timeout is for).
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.js';
import { pingDatabase } from '../../repositories/health-repo.js';
import { checkReadiness, type ReadinessDeps } from './readiness.js';

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

const dbAt = (port: number) =>
  new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: `postgres://site:secret-pass@127.0.0.1:${port}/site`, max: 1 }) }),
  });

const depsFor = (db: Kysely<Database>, over: Partial<ReadinessDeps> = {}): ReadinessDeps => ({
  database: { ping: () => pingDatabase(db), installed: async () => true, pendingMigrations: async () => [] },
  pingRedis: null,
  timeoutMs: 300,
  ...over,
});

describe('readiness when the database cannot answer', () => {
  let closedPort: number;
  let hung: Server;
  let hungPort: number;
  const sockets: Socket[] = [];
  before(async () => {
    const probe = createServer();
    closedPort = await listening(probe);
    await new Promise((r) => probe.close(r));
    hung = createServer((s) => void sockets.push(s));
    hungPort = await listening(hung);
  });
  after(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => hung.close(r));
  });

  it('nothing listening: not ready, database unreachable, and no connection string in the answer', async () => {
    const db = dbAt(closedPort);
    try {
      const r = await checkReadiness(depsFor(db));
      assert.equal(r.status, 'not_ready');
      assert.equal(r.checks.database.state, 'unreachable');
      assert.equal(r.checks.migrations.state, 'unknown');
      assert.ok(!JSON.stringify(r).includes('secret-pass'));
    } finally {
      await db.destroy().catch(() => {});
    }
  });

  it('a database that never answers: not ready within the timeout, database timeout', async () => {
    const db = dbAt(hungPort);
    const start = Date.now();
    const r = await checkReadiness(depsFor(db));
    assert.ok(Date.now() - start < 2_000, `took ${Date.now() - start} ms`);
    assert.deepEqual([r.status, r.checks.database.state], ['not_ready', 'timeout']);
    void db.destroy().catch(() => {});
  });

  it('pending migrations, and a Redis that fails, each make it not ready and are named', async () => {
    const ok = { ping: async () => {}, installed: async () => true };
    const pending = await checkReadiness({ database: { ...ok, pendingMigrations: async () => ['0099-next'] }, pingRedis: null, timeoutMs: 300 });
    assert.deepEqual([pending.status, pending.checks.migrations], ['not_ready', { state: 'pending', pending: ['0099-next'] }]);
    const redis = await checkReadiness({
      database: { ...ok, pendingMigrations: async () => [] },
      pingRedis: () => Promise.reject(new Error('connect ECONNREFUSED')),
      timeoutMs: 300,
    });
    assert.deepEqual([redis.status, redis.checks.redis.state, redis.checks.database.state], ['not_ready', 'unreachable', 'ok']);
  });
});
