import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, loggedUserSchema, MailStatus } from '@site/shared/contract';
import { sql } from 'kysely';
import { writeSettings } from '../repositories/settings-repo.js';
import { createSession } from '../services/account/session-service.js';
import { call, expectEnvelope, expectFields, solvedCaptcha } from '../test-support/account-flows.js';
import { makeUser } from '../test-support/factories.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

const logged = envelopeSchema(loggedUserSchema);
const FAILED = { e_mail: 'Email or password incorrect.' };

describe('login rules', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t?.close());

  const login = (e_mail: string, pass: string, ip = '127.0.0.1', extra: object = {}) => call(t, 'POST', '/user/login/email', { e_mail, pass, ...extra }, { ip });
  const DAY = 86_400_000;

  it('a suspended user hears it only after the right password, and gets no token', async () => {
    const user = await makeUser(t.app.site.db, { password: 'member-pass-1', status: 'suspended', suspended_until: new Date(Date.now() + DAY) });
    expectFields(await login(user.e_mail, 'wrong-pass-1', '10.6.0.1'), FAILED);
    const res = await login(user.e_mail, 'member-pass-1', '10.6.0.1');
    assert.deepEqual(expectEnvelope(res, 403, 'error.user.suspended'), { type: 'suspended' });
    assert.equal(res.json().msg, 'Your account has been suspended.');
    const forever = await makeUser(t.app.site.db, { password: 'member-pass-1', status: 'suspended', suspended_until: null });
    expectEnvelope(await login(forever.e_mail, 'member-pass-1', '10.6.0.2'), 403, 'error.user.suspended');
    const ended = await makeUser(t.app.site.db, { password: 'member-pass-1', status: 'suspended', suspended_until: new Date(Date.now() - 1000) });
    expectEnvelope(await login(ended.e_mail, 'member-pass-1', '10.6.0.3'), 200);
  });

  it('a deleted account gets the wrong-credentials answer, even with its right password', async () => {
    const byStatus = await makeUser(t.app.site.db, { password: 'member-pass-1', status: 'deleted' });
    const byDate = await makeUser(t.app.site.db, { password: 'member-pass-1' });
    await t.app.site.db.updateTable('users').set({ deleted_at: sql<Date>`now()` }).where('id', '=', byDate.id).execute();
    const unknown = await login('nobody@example.com', 'member-pass-1', '10.6.1.1');
    for (const u of [byStatus, byDate]) {
      const res = await login(u.e_mail, 'member-pass-1', '10.6.1.1');
      expectFields(res, FAILED);
      assert.equal(res.body, unknown.body);
    }
  });

  it('a not activated user logs in (the client shows the inactive page)', async () => {
    const user = await makeUser(t.app.site.db, { password: 'member-pass-1', mail_status: MailStatus.inactive });
    const res = await login(user.e_mail, 'member-pass-1', '10.6.2.1');
    assert.equal(logged.parse(res.json()).data.mail_status, MailStatus.inactive);
  });

  it('with password login switched off: a toast, for right and wrong passwords alike', async () => {
    try {
      await writeSettings(t.app.site.db, { login: { allow_password_login: false } });
      for (const pass of [ADMIN.password, 'wrong-pass-1']) {
        const res = await login(ADMIN.email, pass, '10.6.3.1');
        assert.deepEqual(expectEnvelope(res, 400, 'error.user.password_login_disabled'), { err_type: 'toast' });
      }
    } finally {
      await writeSettings(t.app.site.db, { login: {} });
    }
    expectEnvelope(await login(ADMIN.email, ADMIN.password, '10.6.3.1'), 200);
  });

  it('a suspended user\'s token still answers user/info (status suspended) and opens nothing else', async () => {
    const user = await makeUser(t.app.site.db, { status: 'suspended' });
    const token = await createSession(t.app.site.db, user.id);
    const me = logged.parse((await call(t, 'GET', '/user/info', undefined, { token })).json()).data;
    assert.deepEqual([me.id, me.status], [user.id, 'suspended']);
    for (const [method, path] of [['GET', '/user/logout'], ['PUT', '/user/password'], ['POST', '/user/email/verification/send']] as const) {
      const res = await call(t, method, path, {}, { token });
      assert.deepEqual(expectEnvelope(res, 403, 'error.user.suspended'), { type: 'suspended' }, `${method} ${path}`);
    }
  });

  it('10 failed logins on one account within 15 minutes: 429 with Retry-After, even with the right password', async () => {
    const user = await makeUser(t.app.site.db, { password: 'member-pass-1' });
    for (let i = 0; i < 10; i++) {
      const ip = `10.6.4.${i}`;
      const captcha = i >= 3 ? await solvedCaptcha(t) : {};
      expectFields(await login(user.e_mail, 'wrong-pass-1', ip, captcha), FAILED);
    }
    const res = await login(user.e_mail.toUpperCase(), 'member-pass-1', '10.6.4.99', await solvedCaptcha(t));
    expectEnvelope(res, 429, 'base.too_many_requests');
    const retry = Number(res.headers['retry-after']);
    assert.ok(retry > 800 && retry <= 900, `Retry-After ${retry}`);
  });

  it('50 failed logins from one IP within 15 minutes: 429 for every account from that IP', async () => {
    const ip = '10.6.5.1';
    for (let i = 0; i < 50; i++) {
      const captcha = i >= 3 ? await solvedCaptcha(t) : {};
      expectFields(await login(`guess${i}@example.com`, 'wrong-pass-1', ip, captcha), FAILED);
    }
    expectEnvelope(await login(ADMIN.email, ADMIN.password, ip), 429, 'base.too_many_requests');
    expectEnvelope(await login(ADMIN.email, ADMIN.password, '10.6.5.2'), 200);
  });

  it('successful logins are not limited', async () => {
    for (let i = 0; i < 25; i++) expectEnvelope(await login(ADMIN.email, ADMIN.password, '10.6.6.1'), 200);
  });
});
