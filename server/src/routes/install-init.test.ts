// The wizard's initialisation runs in the background: however slow the machine, the request answers at once, the
// progress can be read from anywhere, a retry joins the running job, and an interrupted or failed run can be redone.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { InitProgress } from '@site/shared/contract';
import { waitForInit } from '../test-support/install-init.js';
import { createTestApp, engine, type TestApp } from '../test-support/test-app.js';

const site = {
  lang: 'en_US',
  site_name: 'Slow site',
  site_url: 'https://slow.example.com',
  contact_email: 'owner@example.com',
  name: 'owner',
  password: 'owner-pass-1',
  email: 'owner@example.com',
};

const progressOf = async (t: TestApp, method: 'GET' | 'POST' = 'GET', payload: object = { db_type: 'embedded' }) => {
  const res = method === 'GET' ? await t.inject({ url: '/installation/init/status' }) : await t.inject({ method, url: '/installation/init', payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as InitProgress;
};

async function withApp(delay: number, fn: (t: TestApp) => Promise<void>, dataDir?: string) {
  const t = await createTestApp({ env: { installStepDelayMs: delay }, dataDir });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

describe('install: background initialisation', () => {
  it('answers at once on a slow machine and shows each stage until done', async () => {
    await withApp(400, async (t) => {
      assert.equal((await progressOf(t)).state, 'idle');
      // The answer comes before the work: still at the first stage, which alone takes longer than 400 ms.
      const first = await progressOf(t, 'POST');
      assert.deepEqual([first.state, first.stage], ['running', 'connect']);
      assert.deepEqual(first.stages.map((s) => s.state), ['running', 'pending', 'pending']);

      const seen = new Set<string>();
      let last = first;
      while (last.state === 'running') {
        seen.add(last.stage!);
        await new Promise((r) => setTimeout(r, 50));
        const next = await progressOf(t);
        assert.ok(next.percent >= last.percent, 'progress never goes back');
        last = next;
      }
      assert.deepEqual([...seen], ['connect', 'migrate', 'save']);
      assert.deepEqual([last.state, last.percent, last.error], ['done', 100, null]);
      assert.deepEqual(last.stages.map((s) => s.state), ['done', 'done', 'done']);
    });
  });

  it('a second request (another tab, a retry) joins the running job, and one site is created', async () => {
    await withApp(300, async (t) => {
      const [a, b] = await Promise.all([progressOf(t, 'POST'), progressOf(t, 'POST')]);
      assert.deepEqual([a.state, b.state], ['running', 'running']);
      assert.equal((await waitForInit(t)).state, 'done');
      // Two admins racing to finish: one installs, the other is told the site is installed.
      const results = await Promise.all([
        t.inject({ method: 'POST', url: '/installation/base-info', payload: site }),
        t.inject({ method: 'POST', url: '/installation/base-info', payload: { ...site, name: 'rival', email: 'rival@example.com' } }),
      ]);
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400]);
      const loser = results.find((r) => r.statusCode === 400)!;
      assert.equal(loser.json().reason, 'error.install.already_installed');
      const users = await t.app.site.db.selectFrom('users').select('username').execute();
      assert.equal(users.length, 1);
    });
  });

  it('base-info sent while init still runs (Answer\'s own wizard does not wait) waits for it and installs', async () => {
    await withApp(300, async (t) => {
      assert.equal((await progressOf(t, 'POST')).state, 'running');
      const res = await t.inject({ method: 'POST', url: '/installation/base-info', payload: site });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(await t.login(site.email, site.password));
    });
  });

  it('a failed run says what went wrong and can be run again', { skip: engine === 'postgres' && 'DATABASE_URL overrides the form' }, async () => {
    await withApp(0, async (t) => {
      await progressOf(t, 'POST', { db_type: 'postgres', db_host: '127.0.0.1:1', db_name: 'x', db_username: 'x' });
      const failed = await waitForInit(t);
      assert.equal(failed.state, 'failed');
      assert.deepEqual(failed.error, { reason: 'error.install.db_connection_failed', msg: 'Database connection failed!' });
      assert.deepEqual(failed.stages.map((s) => s.state), ['failed', 'pending', 'pending']);
      const zh = (await t.inject({ url: '/installation/init/status', headers: { 'accept-language': 'zh-CN' } })).json().data as InitProgress;
      assert.equal(zh.error?.msg, '数据库连接失败！');

      await progressOf(t, 'POST');
      assert.equal((await waitForInit(t)).state, 'done');
      assert.equal((await t.inject({ method: 'POST', url: '/installation/base-info', payload: site })).statusCode, 200);
    });
  });

  it('leftovers of a run the server did not survive are reported, then replaced by a clean run', { skip: engine === 'postgres' && 'the embedded database is the one created in the data dir' }, async () => {
    await withApp(0, async (t) => {
      // What a kill in the middle leaves: a database folder that config.yaml never named.
      mkdirSync(join(t.dataDir, 'db'), { recursive: true });
      writeFileSync(join(t.dataDir, 'db', 'PG_VERSION'), 'half');
      const before = await progressOf(t);
      assert.equal(before.state, 'failed');
      assert.equal(before.error?.reason, 'error.install.interrupted');
      assert.match(before.error!.msg, /interrupted before it finished.*run it again/);

      await progressOf(t, 'POST');
      assert.equal((await waitForInit(t)).state, 'done');
      assert.equal((await t.inject({ method: 'POST', url: '/installation/base-info', payload: site })).statusCode, 200);
      assert.ok(await t.login(site.email, site.password));
    });
  });
});
