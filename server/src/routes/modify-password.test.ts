import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSession } from '../services/account/session-service.js';
import { call, expectEnvelope, expectFields, solvedCaptcha } from '../test-support/account-flows.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('change password (PUT user/password)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t?.close());

  const put = (body: object, token: string | null, ip = '127.0.0.1') => call(t, 'PUT', '/user/password', body, { token, ip });
  const alive = async (token: string) => (await call(t, 'GET', '/user/info', undefined, { token })).json().data !== null;

  it('checks the old password, sets the new one and ends the other sessions but not this one', async () => {
    const user = await makeUser(t.app.site.db, { password: 'old-pass-123' });
    const here = await t.login(user.e_mail, 'old-pass-123');
    const elsewhere = await t.login(user.e_mail, 'old-pass-123');
    assert.equal(expectEnvelope(await put({ old_pass: 'old-pass-123', pass: 'new-pass-456' }, here), 200), null);
    assert.equal(await alive(here), true);
    assert.equal(await alive(elsewhere), false);
    assert.ok(await t.login(user.e_mail, 'new-pass-456'));
  });

  it('a wrong or missing old password is a field error on old_pass; three wrong ones bring a captcha', async () => {
    const user = await makeUser(t.app.site.db, { password: 'old-pass-123' });
    const token = await t.login(user.e_mail, 'old-pass-123');
    const ip = '10.4.0.1';
    expectFields(await put({ pass: 'new-pass-456' }, token, ip), { old_pass: 'This field is required.' });
    for (let i = 0; i < 3; i++) expectFields(await put({ old_pass: 'wrong-pass-1', pass: 'new-pass-456' }, token, ip), { old_pass: 'The old password is incorrect.' });
    expectFields(await put({ old_pass: 'old-pass-123', pass: 'new-pass-456' }, token, ip), { captcha_code: 'Captcha text is required.' });
    const ok = await put({ old_pass: 'old-pass-123', pass: 'new-pass-456', ...(await solvedCaptcha(t)) }, token, ip);
    expectEnvelope(ok, 200);
  });

  it('a user without a password (signed up through a connector) sets a first one without old_pass', async () => {
    const user = await makeUser(t.app.site.db);
    await t.app.site.db.updateTable('users').set({ pass_hash: '' }).where('id', '=', user.id).execute();
    const token = await createSession(t.app.site.db, user.id);
    expectEnvelope(await put({ pass: 'first-pass-123' }, token), 200);
    assert.ok(await t.login(user.e_mail, 'first-pass-123'));
  });

  it('login required; suspended users get 403 suspended; the new password is validated', async () => {
    expectEnvelope(await put({ old_pass: 'x', pass: 'new-pass-456' }, null), 401, 'base.unauthorized_error');
    const suspended = await makeUser(t.app.site.db, { password: 'old-pass-123', status: 'suspended' });
    const res = await put({ old_pass: 'old-pass-123', pass: 'new-pass-456' }, await createSession(t.app.site.db, suspended.id));
    assert.deepEqual(expectEnvelope(res, 403, 'error.user.suspended'), { type: 'suspended' });
    const user = await makeUser(t.app.site.db, { password: 'old-pass-123' });
    expectFields(await put({ old_pass: 'old-pass-123', pass: 'x'.repeat(33) }, await createSession(t.app.site.db, user.id)), {
      pass: 'Password length must be 8-32 characters.',
    });
  });
});
