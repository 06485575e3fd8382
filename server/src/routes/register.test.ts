import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { envelopeSchema, loggedUserSchema, MailStatus } from '@site/shared/contract';
import { uniqueViolation } from '../repositories/account-repo.js';
import { readSetting, writeSettings } from '../repositories/settings-repo.js';
import { insertUser } from '../repositories/users-repo.js';
import { hashCode } from '../services/account/email-codes.js';
import { call, expectEnvelope, expectFields, linkCode, mailAfter, solvedCaptcha, useSmtpSink } from '../test-support/account-flows.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

const logged = envelopeSchema(loggedUserSchema);

describe('sign-up by email', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  before(async () => {
    t = await createTestApp({ installed: true });
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
  });
  // Sign-ups mail in the background: let each test's mails land before the next test looks for its own.
  afterEach(() => t.app.accountMailer.drain());
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  // Each sign-up from its own IP: the per-IP limit is tested on its own below.
  const register = async (body: Record<string, unknown>, o: { ip?: string; captcha?: boolean; lang?: string } = {}) => {
    const ip = o.ip ?? `10.1.0.${++n}`;
    const captcha = o.captcha === false ? {} : await solvedCaptcha(t);
    return call(t, 'POST', '/user/register/email', { ...captcha, ...body }, { ip, ...(o.lang ? { lang: o.lang } : {}) });
  };
  const setLogin = (login: Record<string, unknown>) => writeSettings(t.app.site.db, { login });

  it('writes the activation mail in the language of the browser that signed up, unless the site fixes one', async () => {
    const before = await readSetting(t.app.site.db, 'interface');
    const siteLanguage = (language: string) => writeSettings(t.app.site.db, { interface: { language, time_zone: 'UTC' } });
    try {
      await siteLanguage('Default');
      const zh = (await mailAfter(sink, () => register({ name: 'zh.member', e_mail: 'zh.member@example.com', pass: 'member-pass-1' }, { lang: 'zh-CN,zh;q=0.9,en;q=0.5' }))).mail;
      assert.equal(zh.header('Subject'), '[Test site] 请激活你的账号');
      assert.match(zh.text, /欢迎来到 Test site！/);
      assert.match(zh.text, /链接只能使用一次，30 分钟后失效。/);
      linkCode(zh, '/users/account-activation');

      await siteLanguage('en_US');
      const fixed = (await mailAfter(sink, () => register({ name: 'zh.member2', e_mail: 'zh.member2@example.com', pass: 'member-pass-1' }, { lang: 'zh-CN' }))).mail;
      assert.equal(fixed.header('Subject'), '[Test site] Please activate your account', 'the site chose English for everyone');
    } finally {
      await writeSettings(t.app.site.db, { interface: before ?? {} });
    }
  });

  it('creates a logged-in, not activated user and mails an activation link that activates it once', async () => {
    const { result: res, mail } = await mailAfter(sink, () => register({ name: 'new.member', e_mail: 'New.Member@Example.com', pass: 'member-pass-1' }));
    const user = logged.parse(res.json()).data;
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([user.username, user.display_name, user.e_mail, user.mail_status], ['new.member', 'new.member', 'New.Member@Example.com', MailStatus.inactive]);
    assert.ok(user.access_token.length >= 43);
    const me = logged.parse((await call(t, 'GET', '/user/info', undefined, { token: user.access_token })).json()).data;
    assert.equal(me.username, 'new.member');

    assert.deepEqual(mail.to.map((a) => a.toLowerCase()), ['new.member@example.com']);
    assert.match(mail.header('Subject'), /activate your account/i);
    assert.match(mail.text, /expires in 30 minutes/);
    const code = linkCode(mail, '/users/account-activation');
    const stored = await t.app.site.db.selectFrom('email_codes').selectAll().where('user_id', '=', user.id).execute();
    assert.deepEqual(stored.map((r) => [r.code_hash, r.purpose]), [[hashCode(code), 'activation']]);
    assert.doesNotMatch(JSON.stringify(stored), new RegExp(code), 'only the hash is stored');

    const verified = logged.parse((await call(t, 'POST', '/user/email/verification', { code })).json()).data;
    assert.equal(verified.mail_status, MailStatus.active);
    assert.notEqual(verified.access_token, user.access_token, 'a new token for the browser that opened the link');
    const again = await call(t, 'POST', '/user/email/verification', { code });
    assert.deepEqual(expectEnvelope(again, 403, 'error.link.expired'), { type: 'url_expired' });
  });

  it('display_name is kept when given; the password is stored as an argon2 hash', async () => {
    const { result } = await mailAfter(sink, () => register({ name: 'named', display_name: 'Named Person', e_mail: 'named@example.com', pass: 'member-pass-1' }));
    const user = logged.parse(result.json()).data;
    assert.equal(user.display_name, 'Named Person');
    const row = await t.app.site.db.selectFrom('users').select('pass_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.match(row.pass_hash, /^\$argon2/);
    assert.ok((await t.login('named@example.com', 'member-pass-1')).length > 0, 'the new user can log in before activating');
  });

  it('always asks for a captcha (action e_mail): without one nothing is created', async () => {
    const res = await register({ name: 'no.captcha', e_mail: 'nocaptcha@example.com', pass: 'member-pass-1' }, { captcha: false });
    expectFields(res, { captcha_code: 'Captcha text is required.' });
    const wrong = await call(t, 'POST', '/user/register/email', { name: 'no.captcha', e_mail: 'nocaptcha@example.com', pass: 'member-pass-1', captcha_id: 'x', captcha_code: 'nope' });
    expectFields(wrong, { captcha_code: 'Verification failed.' });
    assert.equal(await t.app.site.db.selectFrom('users').select('id').where('username', '=', 'no.captcha').executeTakeFirst(), undefined);
  });

  it('validates with the contract: username characters, email format, password length', async () => {
    const res = await register({ name: 'Bad Name', e_mail: 'not-an-email', pass: 'short' });
    expectFields(res, {
      name: 'Username can only contain a-z, 0-9, and "- . _".',
      e_mail: 'Email format is not valid.',
      pass: 'Password length must be 8-32 characters.',
    });
  });

  it('a taken email (any case) or username is a field error', async () => {
    expectFields(await register({ name: 'someone.else', e_mail: ADMIN.email.toUpperCase(), pass: 'member-pass-1' }), { e_mail: 'This email is already in use.' });
    expectFields(await register({ name: ADMIN.name, e_mail: 'fresh@example.com', pass: 'member-pass-1' }), { name: 'This username is already taken.' });
    expectFields(await register({ name: ADMIN.name, e_mail: ADMIN.email, pass: 'member-pass-1' }), {
      e_mail: 'This email is already in use.',
      name: 'This username is already taken.',
    });
  });

  it('two sign-ups racing for one username or email: one wins, the other gets the field error, never a 500', async () => {
    const race = async (a: Record<string, string>, b: Record<string, string>) => {
      const [x, y] = await Promise.all([register({ pass: 'member-pass-1', ...a }), register({ pass: 'member-pass-1', ...b })]);
      const codes = [x.statusCode, y.statusCode].sort();
      assert.deepEqual(codes, [200, 400], `${x.body}\n${y.body}`);
      return (x.statusCode === 400 ? x : y).json().data;
    };
    assert.deepEqual(await race({ name: 'racer', e_mail: 'racer1@example.com' }, { name: 'racer', e_mail: 'racer2@example.com' }), [
      { error_field: 'name', error_msg: 'This username is already taken.' },
    ]);
    assert.deepEqual(await race({ name: 'racer.a', e_mail: 'race@example.com' }, { name: 'racer.b', e_mail: 'RACE@example.com' }), [
      { error_field: 'e_mail', error_msg: 'This email is already in use.' },
    ]);
  });

  it('the unique indexes name the field when the pre-check is bypassed (this engine reports the constraint)', async () => {
    const db = t.app.site.db;
    const base = { pass_hash: '', display_name: 'x', role_id: 1, mail_status: 2 };
    await assert.rejects(insertUser(db, { ...base, username: ADMIN.name, e_mail: 'other@example.com' }), (err) => uniqueViolation(err) === 'username');
    await assert.rejects(insertUser(db, { ...base, username: 'other.name', e_mail: ADMIN.email.toUpperCase() }), (err) => uniqueViolation(err) === 'e_mail');
  });

  it('closed registrations are a toast; email registrations switched off too', async () => {
    try {
      await setLogin({ allow_new_registrations: false });
      const closed = await register({ name: 'late', e_mail: 'late@example.com', pass: 'member-pass-1' }, { captcha: false });
      assert.deepEqual(expectEnvelope(closed, 400, 'error.user.registration_closed'), { err_type: 'toast' });
      assert.equal(closed.json().msg, 'New registrations are closed on this site.');
      await setLogin({ allow_new_registrations: true, allow_email_registrations: false });
      const emailOff = await register({ name: 'late', e_mail: 'late@example.com', pass: 'member-pass-1' }, { captcha: false });
      assert.deepEqual(expectEnvelope(emailOff, 400, 'error.user.email_registration_closed'), { err_type: 'toast' });
    } finally {
      await setLogin({});
    }
  });

  it('with allowed domains, only those domains sign up (case-insensitive)', async () => {
    try {
      await setLogin({ allow_email_domains: ['Corp.Example'] });
      expectFields(await register({ name: 'outsider', e_mail: 'outsider@gmail.example', pass: 'member-pass-1' }, { captcha: false }), {
        e_mail: 'Registration is not open to this email domain.',
      });
      expectFields(await register({ name: 'sub', e_mail: 'sub@mail.corp.example', pass: 'member-pass-1' }, { captcha: false }), {
        e_mail: 'Registration is not open to this email domain.',
      });
      const { result: insider } = await mailAfter(sink, () => register({ name: 'insider', e_mail: 'insider@CORP.example', pass: 'member-pass-1' }));
      assert.equal(insider.statusCode, 200, insider.body);
    } finally {
      await setLogin({});
    }
  });

  it('limits sign-ups per IP (30 an hour): 429 with Retry-After', async () => {
    const ip = '10.1.9.9';
    for (let i = 0; i < 30; i++) {
      const res = await register({ name: `flood${i}`, e_mail: `flood${i}@example.com`, pass: 'member-pass-1' }, { ip, captcha: false });
      assert.equal(res.statusCode, 400, res.body); // counted, then stopped by the missing captcha
    }
    const over = await register({ name: 'flood.more', e_mail: 'flood.more@example.com', pass: 'member-pass-1' }, { ip });
    expectEnvelope(over, 429, 'base.too_many_requests');
    const retry = Number(over.headers['retry-after']);
    assert.ok(retry > 3500 && retry <= 3600, `Retry-After ${retry}`);

    // Requests without a solved captcha do not use up the address's mail quota.
    for (let i = 0; i < 8; i++) await register({ name: 'target', e_mail: 'target@example.com', pass: 'member-pass-1' }, { captcha: false });
    expectEnvelope(await register({ name: 'target', e_mail: 'Target@example.com', pass: 'member-pass-1' }), 200);
  });
});
