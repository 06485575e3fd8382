// The database going away under a running site: the server answers 503 with Retry-After while it cannot reach it,
// never exits because a connection died, and (PostgreSQL) recovers by itself as new connections are made.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ContentType } from '@site/shared/contract';
import pg from 'pg';
import { checkLedger } from '../services/points/ledger-check.js';
import { makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { grantPoints } from '../test-support/points.js';
import { startServerProcess } from '../test-support/server-process.js';
import { createPgDatabase, createTestApp, engine } from '../test-support/test-app.js';
import { openDatabase, type DbHandle } from './connect.js';

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  assert.fail(`timed out waiting for ${what}`);
}

describe('the embedded database stops', { skip: engine === 'postgres' && 'PGlite only' }, () => {
  it('is reported once, requests get a 503 with Retry-After at once, and the app still closes', async () => {
    const stops: string[] = [];
    const t = await createTestApp({ installed: true, onEmbeddedStopped: (reason) => stops.push(reason) });
    try {
      const token = await t.login();
      const read = () => t.inject({ method: 'GET', url: '/answer/api/v1/user/info', headers: { authorization: token } });
      assert.equal((await read()).statusCode, 200);

      await t.app.site.handle!.embedded!.terminate();
      await until('the stop to be reported', () => stops.length > 0);
      assert.equal(stops.length, 1);
      assert.ok(t.logs.some((l) => /"level":60/.test(l) && l.includes('the embedded database stopped unexpectedly')), 'a fatal line says what happened');

      const started = Date.now();
      const res = await read();
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(res.json().reason, 'base.database_unavailable');
      assert.equal(res.json().msg, 'The site cannot reach its database right now. Please try again in a few seconds.');
      assert.equal(res.headers['retry-after'], '5');
      assert.ok(Date.now() - started < 3_000, 'the answer does not wait for a worker that is gone');
    } finally {
      await t.close();
    }
  });
});

describe('PostgreSQL sessions terminated under load', { skip: engine !== 'postgres' && 'PostgreSQL only' }, () => {
  it('the server stays up, answers 503 (never 500) meanwhile, keeps every acknowledged write and recovers', { timeout: 180_000 }, async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-outage-'));
    const db = await createPgDatabase();
    const admin = new pg.Client({ connectionString: db.url });
    let direct: DbHandle | null = null;
    try {
      const server = await startServerProcess(dataDir, { databaseUrl: db.url, env: { ADMIN_EMAIL: 'admin@example.com' } });
      assert.ok(server.url, server.output());
      const login = await fetch(`${server.url}/answer/api/v1/user/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ e_mail: 'admin@example.com', pass: 'process-pass-1' }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      await admin.connect();
      // Money moves too: buyers unlock paid resources while the sessions are cut.
      direct = await openDatabase({ kind: 'postgres', url: db.url, poolSize: 2 });
      const seller = await makeMember(direct.db);
      const paid: string[] = [];
      for (let i = 0; i < 30; i++) paid.push((await makePost(direct.db, { user_id: seller.user.id, content_type: ContentType.resource, score: 2 })).id);
      const buyers = await Promise.all(Array.from({ length: 4 }, () => makeMember(direct!.db)));
      for (const b of buyers) await grantPoints(direct.db, b.user.id, 2 * paid.length);
      const buys: string[] = [];
      const terminate = async () =>
        (await admin.query('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0].n as number;

      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      const badAnswers: string[] = [];
      let stop = false;
      const writer = async (n: number) => {
        for (let i = 0; !stop; i++) {
          const title = `Outage question ${n}-${i} written under load`;
          const res = await fetch(`${server.url}/answer/api/v1/question`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify({ title, content: `Body of ${title}, long enough to pass.`, tags: [{ slug_name: 'outage' }] }),
          });
          const body = (await res.json()) as { reason?: string; data?: { id?: string } };
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200 && body.data?.id) acknowledged.push(title);
          else if (res.status !== 503 || body.reason !== 'base.database_unavailable' || res.headers.get('retry-after') !== '5') badAnswers.push(`${res.status} ${JSON.stringify(body)}`);
        }
      };
      const buyer = async (m: (typeof buyers)[number], w: number) => {
        for (let i = 0; !stop && i < paid.length; i++) {
          const post = paid[(i * 7 + w * 11) % paid.length]!;
          const res = await fetch(`${server.url}/answer/api/v1/question/buy`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: m.token },
            body: JSON.stringify({ question_id: post }),
          });
          const body = (await res.json()) as { reason?: string };
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) buys.push(`buy:${post}:${m.user.id}`);
          // Bought already (its first try committed, then the answer was lost with the connection) is a fair answer.
          else if (res.status !== 503 && !(res.status === 400 && body.reason === 'error.points.already_bought')) badAnswers.push(`${res.status} ${JSON.stringify(body)}`);
          await new Promise((r) => setTimeout(r, 30));
        }
      };
      const load = Promise.all([...Array.from({ length: 12 }, (_, n) => writer(n)), ...buyers.map((m, w) => buyer(m, w))]);
      let terminated = 0;
      for (let round = 0; round < 3; round++) {
        await new Promise((r) => setTimeout(r, 700));
        terminated += await terminate();
      }
      await new Promise((r) => setTimeout(r, 700));
      stop = true;
      await load;
      t.diagnostic(`sessions terminated: ${terminated}; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);

      assert.equal(server.child.exitCode, null, `the server is still running:\n${server.output().slice(-3000)}`);
      assert.ok(terminated >= 3, 'the site had sessions to lose');
      assert.deepEqual(badAnswers.slice(0, 5), [], 'a write either succeeds or is refused with a 503 that says to retry');
      assert.ok(acknowledged.length > 16, `writes went through: ${acknowledged.length}`);

      // Recovered without a restart: a read and a write work again.
      const after = await fetch(`${server.url}/answer/api/v1/question/page?page=1&page_size=5`);
      assert.equal(after.status, 200);
      const { rows } = await admin.query<{ title: string }>('SELECT title FROM posts');
      const stored = new Set(rows.map((r) => r.title));
      assert.deepEqual(acknowledged.filter((title) => !stored.has(title)), [], 'every acknowledged write is stored');
      const refs = new Set((await direct.db.selectFrom('ledger_entries').select('ref').where('kind', '=', 'buy').execute()).map((r) => r.ref));
      assert.ok(buys.length > 0, 'purchases went through');
      assert.deepEqual(buys.filter((ref) => !refs.has(ref)), [], 'every acknowledged purchase is in the ledger');
      assert.deepEqual((await checkLedger(direct.db)).problems, [], 'the ledger balances');
      const errorLines = server.output().split('\n').filter((l) => /"level":(50|60)/.test(l));
      assert.deepEqual(errorLines, [], 'a lost connection is a warning, not an error');
      assert.match(server.output(), /a database connection was lost/);
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
    } finally {
      await admin.end().catch(() => {});
      await direct?.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
