// Remembered sessions (plugins/auth.ts, services/account/session-cache.ts): a member's token is looked up once per
// write generation, and every way a session ends or changes takes effect on the very next request, on one instance
// and across instances sharing Redis. These apps keep their caches between requests (no invalidation per request).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX } from '@site/shared/contract';
import { revokeSession } from '../services/account/session-service.js';
import { makeUser } from '../test-support/factories.js';
import { userWithToken } from '../test-support/question-write-factories.js';
import { redisStoreOrSkip, redisTestPrefix, TEST_REDIS_URL } from '../test-support/redis.js';
import { createTestApp, engine, type TestApp } from '../test-support/test-app.js';

const PASSWORD = 'member-pass-1';
const as = (t: TestApp, method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const whoIs = async (t: TestApp, token: string) => (await as(t, 'GET', `${API_PREFIX}/user/info`, token)).json().data as { username: string; display_name: string } | null;

describe('remembered sessions', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true, keepAnonymousCache: true });
    admin = await t.login();
  });
  after(() => t.close());

  const member = async () => {
    const user = await makeUser(t.app.site.db, { password: PASSWORD });
    return { user, token: await t.login(user.e_mail, PASSWORD) };
  };

  it('answers from memory until an API write, then reads the member afresh', async () => {
    const m = await member();
    assert.equal((await whoIs(t, m.token))?.username, m.user.username);
    // Changed behind the API's back: the remembered session still answers...
    await t.app.site.db.updateTable('users').set({ display_name: 'Renamed Behind' }).where('id', '=', m.user.id).execute();
    assert.notEqual((await whoIs(t, m.token))?.display_name, 'Renamed Behind');
    // ...until any write through the API (here the admin's, about something else), or the test helper's invalidate.
    assert.equal((await as(t, 'PUT', `${API_PREFIX}/user/interface`, admin, { language: 'en_US', color_scheme: 'light' })).statusCode, 200);
    assert.equal((await whoIs(t, m.token))?.display_name, 'Renamed Behind');
    await t.app.site.db.updateTable('users').set({ display_name: 'Renamed Again' }).where('id', '=', m.user.id).execute();
    await t.app.anonymousCache.invalidate();
    assert.equal((await whoIs(t, m.token))?.display_name, 'Renamed Again');
  });

  it('a logout ends the session at the next request', async () => {
    const m = await member();
    assert.ok(await whoIs(t, m.token));
    assert.equal((await as(t, 'GET', `${API_PREFIX}/user/logout`, m.token)).statusCode, 200);
    assert.equal(await whoIs(t, m.token), null);
    assert.equal((await as(t, 'GET', `${API_PREFIX}/user/logout`, m.token)).statusCode, 401);
  });

  it('a password change ends the other sessions at their next request, and keeps this one', async () => {
    const m = await member();
    const elsewhere = await t.login(m.user.e_mail, PASSWORD);
    assert.ok(await whoIs(t, elsewhere));
    const changed = await as(t, 'PUT', `${API_PREFIX}/user/password`, m.token, { old_pass: PASSWORD, pass: 'member-pass-2' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await whoIs(t, elsewhere), null);
    assert.equal((await whoIs(t, m.token))?.username, m.user.username);
  });

  it('a suspension ends the session at the next request', async () => {
    const m = await member();
    assert.equal((await as(t, 'GET', `${API_PREFIX}/personal/collection/page?page=1&page_size=20`, m.token)).statusCode, 200);
    const suspended = await as(t, 'PUT', `${ADMIN_API_PREFIX}/user/status`, admin, { user_id: m.user.id, status: 'suspended' });
    assert.equal(suspended.statusCode, 200, suspended.body);
    assert.equal(await whoIs(t, m.token), null);
    assert.equal((await as(t, 'GET', `${API_PREFIX}/personal/collection/page?page=1&page_size=20`, m.token)).statusCode, 401);
  });

  it('a role change applies at the next request, both ways', async () => {
    const m = await member();
    const adminPage = () => as(t, 'GET', `${ADMIN_API_PREFIX}/users/page?page=1&page_size=10`, m.token);
    assert.equal((await adminPage()).statusCode, 403);
    const role = (role_id: number) => as(t, 'PUT', `${ADMIN_API_PREFIX}/user/role`, admin, { user_id: m.user.id, role_id });
    assert.equal((await role(2)).statusCode, 200);
    assert.equal((await adminPage()).statusCode, 200);
    assert.equal((await role(1)).statusCode, 200);
    assert.equal((await adminPage()).statusCode, 403);
  });
});

describe('remembered sessions across two instances sharing Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let redisUp = false;
  before(async () => {
    const probe = await redisStoreOrSkip();
    redisUp = probe !== null;
    await probe?.close();
    if (!redisUp) return;
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: redisTestPrefix() };
    a = await createTestApp({ installed: true, keepAnonymousCache: true, env: shared });
    // On PostgreSQL both instances use one database, as behind a load balancer; the embedded database is one
    // process's, so there B has its own and the session is revoked in B's database directly.
    b = await createTestApp({ installed: true, keepAnonymousCache: true, env: engine === 'postgres' ? { ...shared, databaseUrl: a.env.databaseUrl } : shared });
  });
  after(async () => {
    // B first: on PostgreSQL closing A drops the database B also uses.
    await b?.close();
    await a?.close();
  });

  it('a logout through one instance ends the session on the other at its next request', async (t) => {
    if (!redisUp) return t.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const m = await userWithToken(b!.app.site.db);
    assert.ok(await whoIs(b!, m.token), 'B remembers the session');
    if (engine === 'postgres') {
      assert.equal((await as(a!, 'GET', `${API_PREFIX}/user/logout`, m.token)).statusCode, 200);
    } else {
      await revokeSession(b!.app.site.db, m.token);
      const other = await userWithToken(a!.app.site.db);
      assert.equal((await as(a!, 'GET', `${API_PREFIX}/user/logout`, other.token)).statusCode, 200);
    }
    assert.equal(await whoIs(b!, m.token), null);
  });
});
