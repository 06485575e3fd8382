import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { pgliteTemplate } from '../test-support/pglite-template.js';
import { createTestApp, engine } from '../test-support/test-app.js';
import { openDatabase } from './connect.js';

describe('embedded connection', { skip: engine === 'postgres' && 'PGlite only' }, () => {
  it('survives the pool replacing its connection (prepared statements live in the shared PGlite session)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-conn-'));
    const h = await openDatabase({ kind: 'embedded', dataDir: dir, templatePath: await pgliteTemplate() });
    try {
      const q = () => sql<{ n: number }>`SELECT ${41}::int + 1 AS n`.execute(h.db);
      assert.equal((await q()).rows[0]!.n, 42);
      const client = await h.pool.connect();
      client.release(true); // destroy it: the next query opens a new connection
      assert.equal((await q()).rows[0]!.n, 42);
      assert.equal((await q()).rows[0]!.n, 42);
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * PostgreSQL sockets (`.s.PGSQL.<port>`) this process listens on (the embedded database's worker is a thread of it):
 * the unix sockets among this process's file descriptors, by inode, named in /proc/net/unix.
 */
function ownPgSockets(): string[] {
  const inodes = new Set(
    readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1] ?? ''];
      } catch {
        return []; // closed while listing
      }
    }),
  );
  return readFileSync('/proc/net/unix', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => inodes.has(cols[6] ?? '') && (cols[7] ?? '').includes('.s.PGSQL.'))
    .map((cols) => cols[7]!);
}

describe('embedded database isolation', { skip: engine === 'postgres' && 'PGlite only' }, () => {
  it('no other program can connect to the site\'s session and change it under the API', async () => {
    const t = await createTestApp({ installed: true });
    try {
      // What a psql or pg_dump pointed at the data could do: every session setting the server relies on is
      // PGlite's one session, so a foreign connection that reaches it can take every API call down.
      const sockets = ownPgSockets();
      for (const path of sockets) {
        const client = new pg.Client({ host: dirname(path), port: Number(path.split('.').pop()), user: 'postgres', database: 'postgres' });
        await client.connect();
        await client.query('SET search_path TO pg_catalog');
        await client.end();
      }
      const res = await t.inject({ url: '/answer/api/v1/question/page' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(sockets, [], 'the embedded database listens on no socket');
    } finally {
      await t.close();
    }
  });

  it('a connection that goes away mid-transaction is rolled back before the next one starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-conn-'));
    const h = await openDatabase({ kind: 'embedded', dataDir: dir, templatePath: await pgliteTemplate() });
    try {
      await h.pool.query('CREATE TABLE probe (n int)');
      const client = await h.pool.connect();
      await client.query('BEGIN');
      await client.query('INSERT INTO probe VALUES (1)');
      client.release(true); // the connection dies with its transaction open
      const next = await h.pool.connect();
      try {
        assert.equal((await next.query('SELECT count(*)::int AS n FROM probe')).rows[0].n, 0, 'the half-done insert is gone');
        await next.query('BEGIN');
        await next.query('INSERT INTO probe VALUES (2)');
        await next.query('COMMIT'); // not "already in a transaction": the new connection starts clean
      } finally {
        next.release();
      }
      assert.equal((await h.pool.query('SELECT count(*)::int AS n FROM probe')).rows[0].n, 1);
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
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
