import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX, RoleId } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const LOGIN_SETTINGS = `${ADMIN_API_PREFIX}/siteinfo/login`;
const USERS_SETTINGS = `${ADMIN_API_PREFIX}/siteinfo/users`;
const SITEINFO = `${API_PREFIX}/siteinfo`;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

const LOGIN_DEFAULTS = {
  allow_new_registrations: true,
  allow_email_registrations: true,
  allow_password_login: true,
  login_required: false,
  allow_email_domains: [],
};
const USERS_DEFAULTS = {
  allow_update_avatar: true,
  allow_update_bio: true,
  allow_update_display_name: true,
  allow_update_location: true,
  allow_update_username: true,
  allow_update_website: true,
  default_avatar: 'system',
  gravatar_base_url: 'https://www.gravatar.com/avatar/',
};

describe('admin siteinfo/login and siteinfo/users', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t?.close());

  const get = (url: string, token: string | null = admin) => t.inject({ url, headers: token ? { authorization: token } : {} });
  const put = (url: string, payload: object, token: string | null = admin) =>
    t.inject({ method: 'PUT', url, payload, headers: token ? { authorization: token } : {} });
  const siteinfo = async () => (await t.inject({ url: SITEINFO })).json().data;

  it("start with the spec's defaults", async () => {
    assert.deepEqual((await get(LOGIN_SETTINGS)).json().data, LOGIN_DEFAULTS);
    assert.deepEqual((await get(USERS_SETTINGS)).json().data, USERS_DEFAULTS);
  });

  it('login settings: saved, read back, and public siteinfo shows them at once', async () => {
    const next = {
      allow_new_registrations: false,
      allow_email_registrations: false,
      allow_password_login: true,
      login_required: true,
      allow_email_domains: ['Example.com', 'corp.example.org', 'example.com'],
    };
    const res = await put(LOGIN_SETTINGS, next);
    assert.equal(res.statusCode, 200, res.body);
    const saved = { ...next, allow_email_domains: ['example.com', 'corp.example.org'] };
    assert.deepEqual((await get(LOGIN_SETTINGS)).json().data, saved);
    assert.deepEqual((await siteinfo()).login, saved);
    assert.equal((await put(LOGIN_SETTINGS, LOGIN_DEFAULTS)).statusCode, 200);
    assert.deepEqual((await siteinfo()).login, LOGIN_DEFAULTS);
  });

  it('bad login settings are field errors', async () => {
    const res = await put(LOGIN_SETTINGS, { ...LOGIN_DEFAULTS, allow_email_domains: ['not a domain'], login_required: 'yes' });
    assert.equal(res.statusCode, 400);
    const f = Object.fromEntries(res.json().data.map((x: { error_field: string; error_msg: string }) => [x.error_field, x.error_msg]));
    assert.equal(f['allow_email_domains.0'], 'Email domain is not valid.');
    assert.ok('login_required' in f);
    assert.deepEqual((await get(LOGIN_SETTINGS)).json().data, LOGIN_DEFAULTS, 'nothing saved');
  });

  it('users settings: saved, shown in siteinfo, and a gravatar default gives every user who never chose a gravatar', async () => {
    const user = await makeUser(t.app.site.db);
    const token = await createSession(t.app.site.db, user.id);
    const me = async () => (await t.inject({ url: `${API_PREFIX}/user/info`, headers: { authorization: token } })).json().data;
    assert.equal((await me()).avatar, '');

    const next = { ...USERS_DEFAULTS, allow_update_username: false, default_avatar: 'gravatar', gravatar_base_url: 'https://cravatar.example/avatar' };
    assert.equal((await put(USERS_SETTINGS, next)).statusCode, 200);
    const saved = { ...next, gravatar_base_url: 'https://cravatar.example/avatar/' };
    assert.deepEqual((await get(USERS_SETTINGS)).json().data, saved);
    assert.deepEqual((await siteinfo()).site_users, saved);
    const u = await me();
    assert.equal(u.avatar, `https://cravatar.example/avatar/${md5(user.e_mail.toLowerCase())}?s=256&d=identicon`);
    assert.equal(u.avatar_info.type, 'gravatar');
    // The lock is enforced on the next request.
    const locked = await put(`${API_PREFIX}/user/info`, { username: 'renamed_now' }, token);
    assert.equal(locked.json().data[0].error_msg, 'This site does not allow changing this field.');

    // A user who chose the system picture keeps it whatever the default.
    assert.equal((await put(`${API_PREFIX}/user/info`, { avatar: { type: 'system' } }, token)).statusCode, 200);
    assert.equal((await me()).avatar, '');

    assert.equal((await put(USERS_SETTINGS, USERS_DEFAULTS)).statusCode, 200);
    assert.deepEqual((await siteinfo()).site_users, USERS_DEFAULTS);
  });

  it('bad users settings are field errors: only http(s) gravatar mirrors, known default avatars', async () => {
    for (const [patch, field] of [
      [{ gravatar_base_url: 'javascript:alert(1)//' }, 'gravatar_base_url'],
      [{ gravatar_base_url: 'not a url' }, 'gravatar_base_url'],
      [{ default_avatar: 'custom' }, 'default_avatar'],
      [{ allow_update_bio: 'no' }, 'allow_update_bio'],
    ] as const) {
      const res = await put(USERS_SETTINGS, { ...USERS_DEFAULTS, ...patch });
      assert.equal(res.statusCode, 400, JSON.stringify(patch));
      assert.equal(res.json().data[0].error_field, field);
    }
    const missing = await put(USERS_SETTINGS, {});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().data.length, 8);
  });

  it('anonymous is 401, users and moderators 403, for all four calls', async () => {
    const user = await createSession(t.app.site.db, (await makeUser(t.app.site.db)).id);
    const mod = await createSession(t.app.site.db, (await makeUser(t.app.site.db, { role_id: RoleId.moderator })).id);
    for (const url of [LOGIN_SETTINGS, USERS_SETTINGS]) {
      assert.equal((await get(url, null)).statusCode, 401);
      const body = url === LOGIN_SETTINGS ? { ...LOGIN_DEFAULTS, login_required: true } : { ...USERS_DEFAULTS, allow_update_bio: false };
      assert.equal((await put(url, body, null)).statusCode, 401);
      for (const token of [user, mod]) {
        assert.equal((await get(url, token)).statusCode, 403);
        assert.equal((await put(url, body, token)).statusCode, 403);
      }
    }
    assert.equal((await siteinfo()).login.login_required, false);
    assert.equal((await siteinfo()).site_users.allow_update_bio, true);
  });
});
