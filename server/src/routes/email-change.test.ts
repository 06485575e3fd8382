import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { envelopeSchema, loggedUserSchema, MailStatus } from '@site/shared/contract';
import { writeSettings } from '../repositories/settings-repo.js';
import { createSession } from '../services/account/session-service.js';
import { call, expectEnvelope, expectFields, linkCode, mailAfter, solvedCaptcha, useSmtpSink } from '../test-support/account-flows.js';
import { makeUser } from '../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

const logged = envelopeSchema(loggedUserSchema);
const CONFIRM = '/users/confirm-new-email';

describe('email change', () => {
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

  const member = async (over: Parameters<typeof makeUser>[1] = {}) => {
    const user = await makeUser(t.app.site.db, { password: 'member-pass-1', ...over });
    return { user, token: await createSession(t.app.site.db, user.id) };
  };
  const askCode = async (token: string, body: object, ip = `10.5.0.${++n}`) =>
    call(t, 'POST', '/user/email/change/code', { ...(await solvedCaptcha(t)), ...body }, { token, ip });
  const confirm = (code: string) => call(t, 'PUT', '/user/email', { code });

  it('mails a link to the NEW address; opening it (in any browser) switches the address, verified, and logs in', async () => {
    const { user, token } = await member({ mail_status: MailStatus.inactive });
    const { result, mail } = await mailAfter(sink, () => askCode(token, { e_mail: 'Brand.New@example.com', pass: 'member-pass-1' }));
    assert.equal(expectEnvelope(result, 200), null);
    assert.deepEqual(mail.to.map((a) => a.toLowerCase()), ['brand.new@example.com']);
    assert.match(mail.header('Subject'), /confirm your new email/i);
    const before = logged.parse((await call(t, 'GET', '/user/info', undefined, { token })).json()).data;
    assert.equal(before.e_mail, user.e_mail, 'nothing changes until the link is opened');

    const res = await confirm(linkCode(mail, CONFIRM));
    const me = logged.parse(res.json()).data;
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([me.id, me.e_mail, me.mail_status], [user.id, 'Brand.New@example.com', MailStatus.active]);
    assert.notEqual(me.access_token, token);
    assert.ok(await t.login('brand.new@example.com', 'member-pass-1'));
    expectEnvelope(await confirm(linkCode(mail, CONFIRM)), 403, 'error.link.expired');
  });

  it('checks the password, that the address differs and is free, and the allowed domains', async () => {
    const { user, token } = await member();
    expectFields(await askCode(token, { e_mail: 'x1@example.com' }), { pass: 'This field is required.' });
    expectFields(await askCode(token, { e_mail: 'x1@example.com', pass: 'wrong-pass-1' }), { pass: 'The password is incorrect.' });
    expectFields(await askCode(token, { e_mail: user.e_mail.toUpperCase(), pass: 'member-pass-1' }), { e_mail: 'This is already your email address.' });
    expectFields(await askCode(token, { e_mail: ADMIN.email, pass: 'member-pass-1' }), { e_mail: 'This email is already in use.' });
    expectFields(await askCode(token, { e_mail: 'bad' }), { e_mail: 'Email format is not valid.' });
    try {
      await writeSettings(t.app.site.db, { login: { allow_email_domains: ['corp.example'] } });
      expectFields(await askCode(token, { e_mail: 'me@elsewhere.example', pass: 'member-pass-1' }), { e_mail: 'Registration is not open to this email domain.' });
    } finally {
      await writeSettings(t.app.site.db, { login: {} });
    }
  });

  it('a captcha every time; login required; suspended users refused', async () => {
    const { token } = await member();
    expectFields(await call(t, 'POST', '/user/email/change/code', { e_mail: 'y@example.com', pass: 'member-pass-1' }, { token }), {
      captcha_code: 'Captcha text is required.',
    });
    expectEnvelope(await call(t, 'POST', '/user/email/change/code', { e_mail: 'y@example.com' }), 401, 'base.unauthorized_error');
    const suspended = await member({ status: 'suspended' });
    expectEnvelope(await askCode(suspended.token, { e_mail: 'y@example.com', pass: 'member-pass-1' }), 403, 'error.user.suspended');
  });

  it('a user without a password needs none', async () => {
    const { user, token } = await member();
    await t.app.site.db.updateTable('users').set({ pass_hash: '' }).where('id', '=', user.id).execute();
    const { result } = await mailAfter(sink, () => askCode(token, { e_mail: 'nopass-new@example.com' }));
    expectEnvelope(result, 200);
  });

  it('if someone else took the address meanwhile, the link answers the duplicate error, never a 500', async () => {
    const a = await member();
    const { mail } = await mailAfter(sink, () => askCode(a.token, { e_mail: 'contested@example.com', pass: 'member-pass-1' }));
    await makeUser(t.app.site.db, { e_mail: 'Contested@example.com' });
    expectFields(await confirm(linkCode(mail, CONFIRM)), { e_mail: 'This email is already in use.' });
    const row = await t.app.site.db.selectFrom('users').select('e_mail').where('id', '=', a.user.id).executeTakeFirstOrThrow();
    assert.equal(row.e_mail, a.user.e_mail);
  });

  it('only the newest link works; a missing code is a field error', async () => {
    const { token } = await member();
    const first = await mailAfter(sink, () => askCode(token, { e_mail: 'first-choice@example.com', pass: 'member-pass-1' }));
    const second = await mailAfter(sink, () => askCode(token, { e_mail: 'second-choice@example.com', pass: 'member-pass-1' }));
    expectEnvelope(await confirm(linkCode(first.mail, CONFIRM)), 403, 'error.link.expired');
    assert.equal(logged.parse((await confirm(linkCode(second.mail, CONFIRM))).json()).data.e_mail, 'second-choice@example.com');
    expectFields(await call(t, 'PUT', '/user/email', {}), { code: 'This field is required.' });
  });

  it('limits change requests per account: the 11th within an hour is 429', async () => {
    const { token } = await member();
    for (let i = 0; i < 10; i++) await mailAfter(sink, () => askCode(token, { e_mail: `spray${i}@example.com`, pass: 'member-pass-1' }));
    expectEnvelope(await askCode(token, { e_mail: 'spray-more@example.com', pass: 'member-pass-1' }), 429, 'base.too_many_requests');
  });
});
