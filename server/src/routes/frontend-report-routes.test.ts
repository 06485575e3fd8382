// Browsers report a part of the site they could not use (a version skew, a load failure): the report is logged and
// stored, repeats count up instead of adding rows, one address cannot flood it, and the admin sees it (list and
// dashboard health).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RATE_RULES } from '../services/rate-limit/rules.js';
import { REPORTS_PER_GROUP } from '../services/frontend/remote-reports-service.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const REPORT = '/answer/api/v1/frontend/remote-report';
const LIST = '/answer/admin/api/frontend/remote-reports';
const SKEW = { kind: 'skew', remote: 'mf_admin', version: '1.4.0', module: '@site/shared/store', required: '^0.2.0', loaded: '0.1.0' };

describe('front-end remote reports', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let address = 0;
  // Each test reports from its own address, so the rate limit of one does not reach the next.
  const nextAddress = () => `10.9.0.${++address}`;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
    await makeUser(t.app.site.db, { username: 'member', e_mail: 'member@example.com' });
    member = await t.login('member@example.com', 'user-pass-1');
  });
  after(() => t?.close());

  const report = (payload: object, remoteAddress = nextAddress()) => t.inject({ method: 'POST', url: REPORT, payload, remoteAddress });
  const list = async (query = '') => {
    const res = await t.inject({ url: `${LIST}${query}`, headers: { authorization: admin } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { count: number; list: Record<string, unknown>[] };
  };

  const dashboardFrontend = async () => {
    const res = await t.inject({ url: '/answer/admin/api/dashboard', headers: { authorization: admin } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.health.frontend as { status: string; reports: Record<string, unknown>[] };
  };

  it('shows a healthy front end on the dashboard while nothing is reported', async () => {
    assert.deepEqual(await dashboardFrontend(), { status: 'ok', reports: [] });
  });

  it('stores an anonymous report, logs it, and counts repeats on one row', async () => {
    const from = nextAddress();
    for (let i = 0; i < 3; i++) {
      const res = await report(SKEW, from);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data, null);
    }
    const { list: rows } = await list('?remote=mf_admin&kind=skew');
    assert.equal(rows.length, 1);
    assert.deepEqual({ ...rows[0], first_at: 0, last_at: 0 }, { ...SKEW, message: '', count: 3, first_at: 0, last_at: 0 });
    assert.ok(t.logs.some((l) => l.includes('"level":40') && l.includes('@site/shared/store') && l.includes('mf_admin')), 'a warning names the report');
  });

  it('keeps only the newest distinct reports of one remote, kind, version and module', async () => {
    for (let i = 0; i < REPORTS_PER_GROUP + 5; i++) {
      const res = await report({ kind: 'load_failure', remote: 'mf_flood', version: '1', module: './routes', message: `failure number ${i}` });
      assert.equal(res.statusCode, 200, res.body);
    }
    const { list: rows } = await list('?remote=mf_flood');
    assert.equal(rows.length, REPORTS_PER_GROUP);
    assert.equal(rows.some((r) => r.message === 'failure number 0'), false, 'the oldest went');
    assert.equal(rows.some((r) => r.message === `failure number ${REPORTS_PER_GROUP + 4}`), true, 'the newest stayed');
  });

  it('refuses an address that reports too often', async () => {
    const from = nextAddress();
    for (let i = 0; i < RATE_RULES.frontend_report_ip.max; i++) assert.equal((await report({ ...SKEW, remote: 'mf_loop' }, from)).statusCode, 200);
    const res = await report({ ...SKEW, remote: 'mf_loop' }, from);
    assert.equal(res.statusCode, 429, res.body);
    assert.equal(res.json().reason, 'base.too_many_requests');
    assert.equal((await report({ ...SKEW, remote: 'mf_loop' })).statusCode, 200, 'another address still reports');
  });

  it('refuses what is not a report, naming the field', async () => {
    const bad: [object, string][] = [
      [{ ...SKEW, kind: 'other' }, 'kind'],
      [{ ...SKEW, remote: '<script>' }, 'remote'],
      [{ ...SKEW, required: 'x'.repeat(101) }, 'required'],
      [{ ...SKEW, message: 'x'.repeat(501) }, 'message'],
    ];
    for (const [payload, field] of bad) {
      const res = await report(payload);
      assert.equal(res.statusCode, 400, res.body);
      assert.ok(JSON.stringify(res.json().data).includes(field), `${field}: ${res.body}`);
    }
  });

  it('lets only admins read the reports', async () => {
    assert.equal((await t.inject({ url: LIST })).statusCode, 401);
    assert.equal((await t.inject({ url: LIST, headers: { authorization: member } })).statusCode, 403);
    const all = await list('?remote=&kind=');
    assert.ok(all.count > 0 && all.count <= 100);
    assert.ok(all.list.every((r, i) => i === 0 || (r.last_at as number) <= (all.list[i - 1]!.last_at as number)), 'newest first');
  });

  it('shows the recent reports in the dashboard health list', async () => {
    const from = nextAddress();
    const users = { ...SKEW, remote: 'mf_users', module: 'react-router-dom', required: '^7.9.0', loaded: '7.1.0' };
    for (let i = 0; i < 2; i++) assert.equal((await report(users, from)).statusCode, 200);
    const frontend = await dashboardFrontend();
    assert.equal(frontend.status, 'problem');
    assert.deepEqual({ ...frontend.reports[0], first_at: 0, last_at: 0 }, { ...users, message: '', count: 2, first_at: 0, last_at: 0 });
  });
});
