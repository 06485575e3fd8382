// Maintenance mode: members and visitors are refused with 503 and the reason the shell turns into the maintenance
// page, staff keep working, logging in still works, and switching it off restores everyone.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX } from '@site/shared/contract';
import { makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const A = API_PREFIX;
const MAINTENANCE = `${ADMIN_API_PREFIX}/siteinfo/maintenance`;

describe('maintenance mode', () => {
  let t: TestApp;
  let admin = '';
  let member = '';
  let webRoot = '';
  let postId = '';
  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ installed: true, env: { webRoot } });
    admin = await t.login();
    await makeUser(t.app.site.db, { e_mail: 'member@example.com' });
    await makeUser(t.app.site.db, { e_mail: 'moderator@example.com', role_id: 3 });
    member = await t.login('member@example.com', 'user-pass-1');
    postId = (await makePost(t.app.site.db, { user_id: (await makeUser(t.app.site.db)).id, title: 'A question about sourdough' })).id;
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const call = (url: string, token?: string, lang = 'en_US') =>
    t.inject({ url, headers: { ...(token ? { authorization: token } : {}), 'accept-language': lang } });
  const setMaintenance = async (enabled: unknown, token = admin) =>
    t.inject({ method: 'PUT', url: MAINTENANCE, headers: { authorization: token }, payload: { enabled } });

  it('is off until the admin switches it on; only admins read and write the switch', async () => {
    assert.deepEqual((await call(MAINTENANCE, admin)).json().data, { enabled: false });
    assert.equal((await call(`${A}/siteinfo`)).json().data.maintenance.enabled, false);
    assert.equal((await call(MAINTENANCE, member)).statusCode, 403);
    assert.equal((await setMaintenance(true, member)).statusCode, 403);
    const bad = await setMaintenance('yes');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().data[0].error_field, 'enabled');
    assert.equal((await call(`${A}/question/page`, member)).statusCode, 200);
  });

  it('refuses members and visitors with 503 and a translated reason, keeps staff working', async () => {
    assert.equal((await setMaintenance(true)).statusCode, 200);
    assert.deepEqual((await call(MAINTENANCE, admin)).json().data, { enabled: true });
    for (const token of [member, undefined]) {
      const res = await call(`${A}/question/page`, token);
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), {
        code: 503,
        reason: 'error.site.maintenance',
        msg: 'We are undergoing maintenance and will be back soon.',
        data: null,
      });
    }
    assert.equal((await call(`${A}/question/page`, undefined, 'zh_CN')).json().msg, '我们正在进行维护，很快就会回来。');
    // A member's write is refused too, before its input is even read.
    const write = await t.inject({ method: 'POST', url: `${A}/question`, headers: { authorization: member }, payload: {} });
    assert.equal(write.statusCode, 503);
    // Staff: the admin and a moderator.
    const moderator = await t.login('moderator@example.com', 'user-pass-1');
    assert.equal((await call(`${A}/question/page`, admin)).statusCode, 200);
    assert.equal((await call(`${A}/question/page`, moderator)).statusCode, 200);
    assert.equal((await call(`${ADMIN_API_PREFIX}/users/page`, admin)).statusCode, 200);
  });

  it('leaves open what the shell needs to start and what staff need to log in', async () => {
    for (const url of [`${A}/siteinfo`, `${A}/language/options`, `${A}/plugin/status`, `${A}/user-center/agent`, `${A}/connector/info`])
      assert.equal((await call(url)).statusCode, 200, url);
    const info = await call(`${A}/siteinfo`);
    assert.equal(info.json().data.maintenance.enabled, true);
    assert.equal((await call(`${A}/user/info`, member)).json().data.e_mail, 'member@example.com');
    assert.equal((await call(`${A}/user/action/record?action=login`)).statusCode, 200);
    // Logging in still works (staff need it; a member's session then meets the same 503 everywhere else).
    const again = await t.login();
    assert.equal((await call(`${ADMIN_API_PREFIX}/dashboard`, again)).statusCode, 200);
    const memberAgain = await t.login('member@example.com', 'user-pass-1');
    assert.equal((await call(`${A}/notification/status`, memberAgain)).statusCode, 503);
    assert.equal((await call(`${A}/user/logout`, memberAgain)).statusCode, 200);
  });

  it('serves pages as usual, without the crawlable content', async () => {
    const page = await t.inject({ url: `/questions/${postId}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.doesNotMatch(page.body, /sourdough/);
  });

  it('switching it off restores members and visitors', async () => {
    assert.equal((await setMaintenance(false)).statusCode, 200);
    assert.match((await t.inject({ url: `/questions/${postId}` })).body, /sourdough/, 'the page content is back too');
    assert.equal((await call(`${A}/question/page`, member)).statusCode, 200);
    assert.equal((await call(`${A}/question/page`)).statusCode, 200);
    assert.equal((await call(`${A}/siteinfo`)).json().data.maintenance.enabled, false);
  });
});
