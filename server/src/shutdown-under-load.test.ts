// Stopping the site while members are using it: requests already running finish, requests that arrive meanwhile
// get a clean 503 in the usual envelope, and nothing is logged as an error (no request meets a closed database).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { startServerProcess } from './test-support/server-process.js';
import { createPgDatabase, engine } from './test-support/test-app.js';

// Reads that touch the database, and a failed login (a slow password check, then more queries after it).
const REQUESTS = [
  { path: '/answer/api/v1/question/page?page=1&page_size=20' },
  { path: '/answer/api/v1/search?q=shutdown' },
  { path: '/answer/api/v1/siteinfo' },
  { path: '/answer/api/v1/user/login/email', body: { e_mail: 'nobody@example.com', pass: 'wrong-pass-1' } },
];

it(`SIGTERM under load (${engine}): finished or 503, never a 500, and a clean exit`, { timeout: 120_000 }, async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-stop-'));
  const pgDb = engine === 'postgres' ? await createPgDatabase() : null;
  try {
    const server = await startServerProcess(dataDir, { databaseUrl: pgDb?.url });
    assert.ok(server.url, server.output());
    const statuses = new Map<number, number>();
    const badBodies: string[] = [];
    let stopped = false;
    const worker = async (n: number) => {
      for (let i = n; !stopped; i++) {
        const r = REQUESTS[i % REQUESTS.length]!;
        try {
          const res = await fetch(`${server.url}${r.path}`, r.body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r.body) } : {});
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) {
            const body = JSON.parse(text) as { code?: number; reason?: string };
            if (res.status !== 503 || body.code !== 503 || body.reason !== 'base.service_unavailable') badBodies.push(`${res.status} ${text}`);
          }
        } catch {
          // The listener closed or a keep-alive connection ended: a client simply reconnects elsewhere.
          if (server.child.exitCode !== null) return;
          await new Promise((r) => setTimeout(r, 5));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, n) => worker(n)));
    await new Promise((r) => setTimeout(r, 1_500));
    server.child.kill('SIGTERM');
    const code = await server.exited;
    stopped = true;
    await load;

    t.diagnostic(`responses by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    assert.equal(code, 0, server.output());
    assert.match(server.output(), /stopped cleanly/);
    assert.ok((statuses.get(200) ?? 0) + (statuses.get(400) ?? 0) > 20, `load ran: ${JSON.stringify([...statuses])}`);
    assert.deepEqual(badBodies, [], 'a request during shutdown gets a 503 envelope, never a 500');
    const errors = server.output().split('\n').filter((line) => /"level":(50|60)/.test(line) || /already been destroyed/.test(line));
    assert.deepEqual(errors, [], 'nothing is logged as an error while stopping');
  } finally {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
