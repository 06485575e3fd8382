import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { pgliteTemplate } from '../test-support/pglite-template.js';
import { createTestApp, engine } from '../test-support/test-app.js';
import { openDatabase } from './connect.js';
import { startEmbedded } from './embedded.js';

describe('embedded connection', { skip: engine === 'postgres' && 'PGlite only' }, () => {
  it('survives the pool replacing its connection (prepared statements live in the shared PGlite session)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-conn-'));
    const h = await openDatabase({ kind: 'embedded', dataDir: dir, templatePath: await pgliteTemplate() });
    try {
      const q = () => sql<{ n: number }>`SELECT ${41}::int + 1 AS n`.execute(h.db);
      assert.equal((await q()).rows[0]!.n, 42);
      const client = await h.pool.connect();
      client.release(true); // destroy it: the next query opens a new socket connection
      assert.equal((await q()).rows[0]!.n, 42);
      assert.equal((await q()).rows[0]!.n, 42);
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded socket', { skip: engine === 'postgres' && 'PGlite only' }, () => {
  it('is a unix socket only its owner can reach, removed on close', async () => {
    const server = await startEmbedded(null);
    const socketDir = server.host;
    try {
      assert.ok(socketDir.startsWith('/'), `a socket directory, not a TCP host: ${socketDir}`);
      assert.equal(statSync(socketDir).mode & 0o077, 0, 'no access for group or others');
      assert.ok(statSync(join(socketDir, `.s.PGSQL.${server.port}`)).isSocket());
      const pool = new pg.Pool({ host: socketDir, port: server.port, user: 'postgres', database: 'postgres', max: 1 });
      assert.equal((await pool.query('SELECT 1 AS one')).rows[0].one, 1);
      await pool.end();
    } finally {
      await server.close();
    }
    assert.equal(existsSync(socketDir), false);
  });
});

describe('postgres connection', { skip: engine !== 'postgres' && 'PostgreSQL only' }, () => {
  it('survives its idle connection being terminated (a restart or failover) and reconnects', async () => {
    const t = await createTestApp({ installed: true });
    try {
      const { pool } = t.app.site.handle!;
      const pid = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const killer = new pg.Client({ connectionString: t.app.site.env.databaseUrl! });
      await killer.connect();
      await killer.query('SELECT pg_terminate_backend($1)', [pid]);
      await killer.end();
      await new Promise((r) => setTimeout(r, 200)); // the idle client's error arrives now: it must not crash us
      const res = await t.inject({ url: '/answer/api/v1/question/page' });
      assert.equal(res.statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
