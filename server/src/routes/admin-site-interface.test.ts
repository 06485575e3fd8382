import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX, RoleId } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const INTERFACE = `${ADMIN_API_PREFIX}/siteinfo/interface`;
const SITEINFO = `${API_PREFIX}/siteinfo`;

describe('admin siteinfo/interface: the site language and time zone', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t?.close());

  const get = (token: string | null = admin) => t.inject({ url: INTERFACE, headers: token ? { authorization: token } : {} });
  const put = (payload: object, token: string | null = admin) =>
    t.inject({ method: 'PUT', url: INTERFACE, payload, headers: token ? { authorization: token } : {} });
  const siteinfo = async () => (await t.inject({ url: SITEINFO })).json().data.interface;

  it("starts with the spec's defaults (en_US, UTC)", async () => {
    assert.deepEqual((await get()).json().data, { language: 'en_US', time_zone: 'UTC' });
  });

  it("saves a language, 'Default' (follow the browser) and a zone; siteinfo shows them at once", async () => {
    assert.equal((await put({ language: 'zh_CN', time_zone: 'Asia/Shanghai' })).statusCode, 200);
    assert.deepEqual((await get()).json().data, { language: 'zh_CN', time_zone: 'Asia/Shanghai' });
    const shown = await siteinfo();
    assert.equal(shown.language, 'zh_CN');
    assert.equal(shown.time_zone, 'Asia/Shanghai');
    assert.equal(shown.default_avatar, 'system', 'the rest of the group is kept');

    // A zone is stored in its canonical spelling.
    assert.equal((await put({ language: 'Default', time_zone: 'america/new_york' })).statusCode, 200);
    assert.deepEqual(await siteinfo(), { language: 'Default', time_zone: 'America/New_York', default_avatar: 'system' });
    assert.equal((await put({ language: 'en_US', time_zone: 'UTC' })).statusCode, 200);
  });

  it('unknown languages and zones are field errors, and nothing is saved', async () => {
    const res = await put({ language: 'fr_FR', time_zone: 'Mars/Olympus_Mons' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().data.map((f: { error_field: string }) => f.error_field).sort(), ['language', 'time_zone']);
    assert.equal((await put({ language: 'en_US' })).statusCode, 400);
    assert.deepEqual((await get()).json().data, { language: 'en_US', time_zone: 'UTC' });
  });

  it('anonymous is 401, members and moderators 403', async () => {
    const user = await createSession(t.app.site.db, (await makeUser(t.app.site.db)).id);
    const mod = await createSession(t.app.site.db, (await makeUser(t.app.site.db, { role_id: RoleId.moderator })).id);
    assert.equal((await get(null)).statusCode, 401);
    assert.equal((await put({ language: 'zh_CN', time_zone: 'UTC' }, null)).statusCode, 401);
    for (const token of [user, mod]) {
      assert.equal((await get(token)).statusCode, 403);
      assert.equal((await put({ language: 'zh_CN', time_zone: 'UTC' }, token)).statusCode, 403);
    }
    assert.equal((await siteinfo()).language, 'en_US');
  });
});
