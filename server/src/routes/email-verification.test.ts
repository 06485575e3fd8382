import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, loggedUserSchema, MailStatus } from '@site/shared/contract';
import { sql } from 'kysely';
import { writeSmtpSettings, readSmtpSettings } from '../services/mail/smtp-settings.js';
import { createSession } from '../services/account/session-service.js';
import { call, expectEnvelope, expectFields, linkCode, mailAfter, solvedCaptcha, useSmtpSink } from '../test-support/account-flows.js';
import { makeUser } from '../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const logged = envelopeSchema(loggedUserSchema);
const ACTIVATION = '/users/account-activation';

describe('email activation: resend and verify', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  before(async () => {
    t = await createTestApp({ installed: true });
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
  });
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  const inactiveUser = async () => {
    const user = await makeUser(t.app.site.db, { mail_status: MailStatus.inactive });
    return { user, token: await createSession(t.app.site.db, user.id) };
  };
  /** Resends the activation mail (with a solved captcha, from a fresh IP) and answers the link's code. */
  const resend = async (token: string) => {
    const ip = `10.2.0.${++n}`;
    const captcha = await solvedCaptcha(t);
    const { result, mail } = await mailAfter(sink, () => call(t, 'POST', '/user/email/verification/send', captcha, { token, ip }));
    assert.equal(expectEnvelope(result, 200), null);
    return linkCode(mail, ACTIVATION);
  };

  it('mails a new link to the logged user; the link (also as ?code=) activates and logs in', async () => {
    const { user, token } = await inactiveUser();
    const code = await resend(token);
    assert.deepEqual(sink.received.at(-1)!.to, [user.e_mail]);
    // Answer's client may send the code in the query with an empty body.
    const res = await call(t, 'POST', '/user/email/verification', {}, { query: { code } });
    const me = logged.parse(res.json()).data;
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([me.id, me.mail_status], [user.id, MailStatus.active]);
    const info = logged.parse((await call(t, 'GET', '/user/info', undefined, { token: me.access_token })).json()).data;
    assert.equal(info.mail_status, MailStatus.active);
  });

  it('only the newest link works; a used, expired or unknown code is 403 url_expired', async () => {
    const { token } = await inactiveUser();
    const first = await resend(token);
    const second = await resend(token);
    expectEnvelope(await call(t, 'POST', '/user/email/verification', { code: first }), 403, 'error.link.expired');
    expectEnvelope(await call(t, 'POST', '/user/email/verification', { code: 'no-such-code' }), 403, 'error.link.expired');

    const { token: other } = await inactiveUser();
    const late = await resend(other);
    await t.app.site.db.updateTable('email_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('used_at', 'is', null).where('purpose', '=', 'activation').execute();
    const expired = await call(t, 'POST', '/user/email/verification', { code: late }, { lang: 'zh_CN' });
    assert.deepEqual(expectEnvelope(expired, 403, 'error.link.expired'), { type: 'url_expired' });
    assert.equal(expired.json().msg, '该链接已过期或已被使用，请重新获取。');
    // The expiry moved above also killed `second`: nothing left to use.
    expectEnvelope(await call(t, 'POST', '/user/email/verification', { code: second }), 403, 'error.link.expired');
  });

  it('an activation link stops working once the account is deleted or its address changed', async () => {
    const a = await inactiveUser();
    const codeA = await resend(a.token);
    await t.app.site.db.updateTable('users').set({ deleted_at: sql<Date>`now()`, status: 'deleted' }).where('id', '=', a.user.id).execute();
    expectEnvelope(await call(t, 'POST', '/user/email/verification', { code: codeA }), 403, 'error.link.expired');

    const b = await inactiveUser();
    const codeB = await resend(b.token);
    await t.app.site.db.updateTable('users').set({ e_mail: `changed-${b.user.e_mail}` }).where('id', '=', b.user.id).execute();
    expectEnvelope(await call(t, 'POST', '/user/email/verification', { code: codeB }), 403, 'error.link.expired');
    const row = await t.app.site.db.selectFrom('users').select('mail_status').where('id', '=', b.user.id).executeTakeFirstOrThrow();
    assert.equal(row.mail_status, MailStatus.inactive);
  });

  it('a suspended user\'s link verifies the address but logs nobody in (403 suspended, as at login)', async () => {
    const { user, token } = await inactiveUser();
    const code = await resend(token);
    await t.app.site.db.updateTable('users').set({ status: 'suspended', suspended_until: null }).where('id', '=', user.id).execute();
    const res = await call(t, 'POST', '/user/email/verification', { code });
    assert.deepEqual(expectEnvelope(res, 403, 'error.user.suspended'), { type: 'suspended' });
    const row = await t.app.site.db.selectFrom('users').select('mail_status').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.mail_status, MailStatus.active);
  });

  it('a missing code is a field error', async () => {
    expectFields(await call(t, 'POST', '/user/email/verification', {}), { code: 'This field is required.' });
  });

  it('resend: login required, a captcha every time, not for activated or suspended users', async () => {
    expectEnvelope(await call(t, 'POST', '/user/email/verification/send', {}), 401, 'base.unauthorized_error');
    const { token } = await inactiveUser();
    expectFields(await call(t, 'POST', '/user/email/verification/send', {}, { token }), { captcha_code: 'Captcha text is required.' });

    const active = await makeUser(t.app.site.db);
    const activeToken = await createSession(t.app.site.db, active.id);
    const res = await call(t, 'POST', '/user/email/verification/send', await solvedCaptcha(t), { token: activeToken });
    assert.deepEqual(expectEnvelope(res, 400, 'error.user.already_activated'), { err_type: 'toast' });

    const suspended = await makeUser(t.app.site.db, { mail_status: MailStatus.inactive, status: 'suspended' });
    const suspendedToken = await createSession(t.app.site.db, suspended.id);
    const refused = await call(t, 'POST', '/user/email/verification/send', await solvedCaptcha(t), { token: suspendedToken });
    assert.deepEqual(expectEnvelope(refused, 403, 'error.user.suspended'), { type: 'suspended' });
  });

  it('when SMTP fails the user is told (toast) and can try again', async () => {
    const saved = await readSmtpSettings(t.app.site.db);
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const closed = (srv.address() as { port: number }).port;
    await new Promise<void>((r) => srv.close(() => r()));
    try {
      await writeSmtpSettings(t.app.site.db, { ...saved, smtp_port: closed });
      const { token } = await inactiveUser();
      const res = await call(t, 'POST', '/user/email/verification/send', await solvedCaptcha(t), { token });
      assert.deepEqual(expectEnvelope(res, 400, 'error.mail.send_failed'), { err_type: 'toast' });
    } finally {
      await writeSmtpSettings(t.app.site.db, saved);
    }
  });

  it('resending is limited: the 7th mail to one address within an hour is 429', async () => {
    const { token } = await inactiveUser();
    // Different IPs, one account: mail_to (6 an hour per address) stops it before mail_user (10).
    for (let i = 0; i < 6; i++) await resend(token);
    const res = await call(t, 'POST', '/user/email/verification/send', await solvedCaptcha(t), { token, ip: '10.2.9.9' });
    expectEnvelope(res, 429, 'base.too_many_requests');
    assert.ok(Number(res.headers['retry-after']) > 0);
  });
});
