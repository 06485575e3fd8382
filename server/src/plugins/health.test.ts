// /healthz and /readyz as a load balancer calls them: no token, no captcha, whatever state the site is in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { writeSettings } from '../repositories/settings-repo.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const get = (t: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, remoteAddress: '10.7.0.1' });

describe('health endpoints on an installed site', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t?.close());

  it('/healthz answers ok and /readyz is ready, naming each check; neither may be cached', async () => {
    const live = await get(t, '/healthz');
    assert.equal(live.statusCode, 200);
    assert.deepEqual(live.json(), { status: 'ok' });
    assert.equal(live.headers['cache-control'], 'no-store');
    const ready = await get(t, '/readyz');
    assert.equal(ready.statusCode, 200, ready.body);
    assert.deepEqual(ready.json(), {
      status: 'ready',
      checks: { install: { state: 'ok' }, database: { state: 'ok' }, migrations: { state: 'ok' }, redis: { state: 'off' } },
    });
    assert.equal(ready.headers['cache-control'], 'no-store');
    assert.equal((await get(t, '/readyz', 'HEAD')).statusCode, 200);
  });

  it('answer under maintenance mode and on a private site, and are never rate limited', async () => {
    await writeSettings(t.app.site.db, { maintenance: { enabled: true }, login: { login_required: true } });
    t.app.forgetMaintenanceSetting();
    t.app.forgetPrivateSiteSetting();
    try {
      const refused = await t.app.inject({ method: 'GET', url: '/answer/api/v1/question/page' });
      assert.equal(refused.statusCode, 401, 'the private-site wall (then maintenance) refuses a visitor');
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => get(t, i % 2 ? '/healthz' : '/readyz')));
      assert.deepEqual([...new Set(answers.map((r) => r.statusCode))], [200]);
    } finally {
      await writeSettings(t.app.site.db, { maintenance: { enabled: false }, login: {} });
      t.app.forgetMaintenanceSetting();
      t.app.forgetPrivateSiteSetting();
    }
  });
});

describe('health endpoints before install', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: false });
  });
  after(() => t?.close());

  it('/healthz is ok (no redirect to /install); /readyz is 503 not installed', async () => {
    const live = await get(t, '/healthz');
    assert.deepEqual([live.statusCode, live.json()], [200, { status: 'ok' }]);
    const ready = await get(t, '/readyz');
    assert.equal(ready.statusCode, 503);
    const body = ready.json() as { status: string; checks: { install: { state: string } } };
    assert.equal(body.status, 'not_ready');
    assert.equal(body.checks.install.state, 'not_installed');
    // Every other page still goes to the wizard.
    assert.equal((await get(t, '/questions')).statusCode, 302);
  });
});
