import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, userInfoResponseSchema } from '@site/shared/contract';
import { sql } from 'kysely';
import { createSession, hashToken } from '../services/account/session-service.js';
import { makeUser } from '../test-support/factories.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';
import { requireAccess } from './auth.js';

describe('auth', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    const ok = async () => ({ code: 200, reason: 'base.success', msg: '', data: 'ok' });
    t.app.get('/answer/api/v1/__test/logged', { preHandler: requireAccess('login') }, ok);
    t.app.get('/answer/api/v1/__test/activated', { preHandler: requireAccess('activated') }, ok);
    t.app.get('/answer/api/v1/__test/admin', { preHandler: requireAccess('admin') }, ok);
    t.app.get('/answer/api/v1/__test/staff', { preHandler: requireAccess('staff') }, ok);
  });
  after(() => t.close());

  const get = (url: string, token?: string) => t.inject({ url, headers: token ? { authorization: token } : {} });

  it('user/info is 200 with data null for anonymous and invalid tokens', async () => {
    for (const token of [undefined, 'not-a-real-token-at-all-xxxxxxxx', 'Bearer nope']) {
      const res = await get('/answer/api/v1/user/info', token);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { code: 200, reason: 'base.success', msg: 'Success.', data: null });
    }
  });

  it('login returns the user with a token; user/info accepts it raw or as Bearer; no password hash leaves', async () => {
    const login = await t.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', payload: { e_mail: ADMIN.email.toUpperCase(), pass: ADMIN.password } });
    assert.equal(login.statusCode, 200);
    const body = envelopeSchema(userInfoResponseSchema).parse(login.json());
    const token = body.data!.access_token;
    assert.ok(token.length >= 43);
    assert.doesNotMatch(login.body, /argon2|pass_hash/);
    for (const header of [token, `Bearer ${token}`]) {
      const me = envelopeSchema(userInfoResponseSchema).parse((await get('/answer/api/v1/user/info', header)).json());
      assert.equal(me.data?.username, ADMIN.name);
      assert.equal(me.data?.e_mail, ADMIN.email);
      assert.equal(me.data?.is_admin, true);
      assert.equal(me.data?.access_token, token);
    }
  });

  it('stores only the sha256 of a token', async () => {
    const token = await t.login();
    const rows = await t.app.site.db.selectFrom('access_tokens').select('token_hash').execute();
    assert.ok(rows.some((r) => r.token_hash === hashToken(token)));
    const raw = await sql<{ n: string }>`SELECT count(*) AS n FROM access_tokens WHERE token_hash = ${token} OR position(${token} in token_hash) > 0`.execute(t.app.site.db);
    assert.equal(Number(raw.rows[0]!.n), 0);
  });

  it('validates the login body with the contract', async () => {
    const res = await t.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', payload: { e_mail: 'not-an-email', pass: 'p'.repeat(33) } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().data, [
      { error_field: 'e_mail', error_msg: 'Email format is not valid.' },
      { error_field: 'pass', error_msg: 'Password length must be 8-32 characters.' },
    ]);
  });

  it('wrong credentials are a 400 field error on e_mail (same for unknown e-mail)', async () => {
    for (const payload of [{ e_mail: ADMIN.email, pass: 'wrong-pass' }, { e_mail: 'nobody@example.com', pass: 'whatever1' }]) {
      const res = await t.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', payload, headers: { 'accept-language': 'zh_CN' } });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { code: 400, reason: 'base.request_format_error', msg: '邮箱或密码错误。', data: [{ error_field: 'e_mail', error_msg: '邮箱或密码错误。' }] });
    }
  });

  it('logout revokes the token', async () => {
    const token = await t.login();
    assert.equal((await get('/answer/api/v1/user/logout', token)).statusCode, 200);
    assert.equal((await get('/answer/api/v1/user/info', token)).json().data, null);
    assert.equal((await get('/answer/api/v1/user/logout', token)).statusCode, 401);
  });

  it('route groups answer 401/403 with the right reason and type', async () => {
    const db = t.app.site.db;
    const normal = await makeUser(db, { password: 'normal-pass-1' });
    const inactive = await makeUser(db, { password: 'normal-pass-1', mail_status: 2 });
    const suspended = await makeUser(db, { password: 'normal-pass-1', status: 'suspended', suspended_until: new Date(Date.now() + 86_400_000) });
    const expired = await makeUser(db, { password: 'normal-pass-1', status: 'suspended', suspended_until: new Date(Date.now() - 1000) });
    const moderator = await makeUser(db, { password: 'normal-pass-1', role_id: 3 });
    const tok = async (u: { e_mail: string }) => t.login(u.e_mail, 'normal-pass-1');
    const [tNormal, tInactive, tSuspended, tExpired, tMod, tAdmin] = await Promise.all([
      tok(normal),
      tok(inactive),
      createSession(db, suspended.id), // login itself refuses suspended users
      tok(expired),
      tok(moderator),
      t.login(),
    ]);
    const expect = async (url: string, token: string | undefined, code: number, reason?: string, data?: unknown) => {
      const res = await get(`/answer/api/v1/__test/${url}`, token);
      assert.equal(res.statusCode, code, `${url} ${res.body}`);
      if (reason) assert.equal(res.json().reason, reason);
      if (data !== undefined) assert.deepEqual(res.json().data, data);
    };
    await expect('logged', undefined, 401, 'base.unauthorized_error', null);
    await expect('logged', tSuspended, 403, 'error.user.suspended', { type: 'suspended' });
    await expect('logged', tInactive, 200);
    await expect('activated', undefined, 401);
    await expect('activated', tSuspended, 403, 'error.user.suspended', { type: 'suspended' });
    await expect('activated', tInactive, 403, 'error.user.inactive', { type: 'inactive' });
    await expect('activated', tExpired, 200); // a suspension that has ended no longer blocks
    await expect('activated', tNormal, 200);
    await expect('admin', tNormal, 403, 'base.forbidden_error', null);
    await expect('admin', tMod, 403, 'base.forbidden_error', null);
    await expect('admin', tAdmin, 200);
    await expect('staff', tNormal, 403);
    await expect('staff', tMod, 200);
    await expect('staff', tAdmin, 200);
    const suspendedInfo = (await get('/answer/api/v1/user/info', tSuspended)).json();
    assert.equal(suspendedInfo.data.status, 'suspended');
  });
});
