import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { after, afterEach, before, describe, it } from 'node:test';
import { MailStatus } from '@site/shared/contract';
import { sql } from 'kysely';
import { readSmtpSettings, writeSmtpSettings } from '../services/mail/smtp-settings.js';
import { call, expectEnvelope, expectFields, linkCode, mailAfter, solvedCaptcha, useSmtpSink } from '../test-support/account-flows.js';
import { makeUser } from '../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const RESET = '/users/password-reset';

describe('password reset by email', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  before(async () => {
    t = await createTestApp({ installed: true });
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
  });
  afterEach(() => t.app.accountMailer.drain());
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  const ask = async (e_mail: string, ip = `10.3.0.${++n}`) => call(t, 'POST', '/user/password/reset', { e_mail, ...(await solvedCaptcha(t)) }, { ip });
  const replace = (code: string, pass: string) => call(t, 'POST', '/user/password/replacement', { code, pass });

  it('mails a link to the account; the link sets the password once and signs the user out everywhere', async () => {
    const user = await makeUser(t.app.site.db, { password: 'old-pass-123', mail_status: MailStatus.inactive });
    const [tokenA, tokenB] = [await t.login(user.e_mail, 'old-pass-123'), await t.login(user.e_mail, 'old-pass-123')];
    const { result, mail } = await mailAfter(sink, () => ask(user.e_mail.toUpperCase()));
    assert.equal(expectEnvelope(result, 200), null);
    assert.deepEqual(mail.to, [user.e_mail]);
    assert.match(mail.header('Subject'), /reset your password/i);
    const code = linkCode(mail, RESET);

    assert.equal(expectEnvelope(await replace(code, 'new-pass-456'), 200), null);
    for (const token of [tokenA, tokenB]) assert.equal((await call(t, 'GET', '/user/info', undefined, { token })).json().data, null, 'old sessions end');
    expectFields(await call(t, 'POST', '/user/login/email', { e_mail: user.e_mail, pass: 'old-pass-123' }), { e_mail: 'Email or password incorrect.' });
    assert.ok(await t.login(user.e_mail, 'new-pass-456'));
    // The link came through the mailbox: the address counts as verified.
    const row = await t.app.site.db.selectFrom('users').select('mail_status').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.mail_status, MailStatus.active);

    const again = await replace(code, 'third-pass-789');
    assert.deepEqual(expectEnvelope(again, 403, 'error.link.expired'), { type: 'url_expired' });
  });

  it('answers an unknown or deleted address exactly like a known one, and mails nobody', async () => {
    const known = await makeUser(t.app.site.db);
    const deleted = await makeUser(t.app.site.db);
    await t.app.site.db.updateTable('users').set({ status: 'deleted', deleted_at: sql<Date>`now()` }).where('id', '=', deleted.id).execute();
    const { result: knownRes } = await mailAfter(sink, () => ask(known.e_mail));
    const before = sink.received.length;
    const unknownRes = await ask('nobody-here@example.com');
    const deletedRes = await ask(deleted.e_mail);
    await t.app.accountMailer.drain();
    assert.equal(sink.received.length, before, 'no mail for unknown or deleted accounts');
    for (const res of [unknownRes, deletedRes]) {
      assert.equal(res.statusCode, knownRes.statusCode);
      assert.equal(res.body, knownRes.body);
    }
  });

  it('answers before the mail goes out: a slow mail server does not make a known address slower', async () => {
    const saved = await readSmtpSettings(t.app.site.db);
    // Accepts connections and never greets: an SMTP send would hang for nodemailer's 10 s greeting timeout.
    const sockets = new Set<Socket>();
    const silent = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      await writeSmtpSettings(t.app.site.db, { ...saved, smtp_port: (silent.address() as { port: number }).port });
      const user = await makeUser(t.app.site.db);
      const timed = async (email: string) => {
        const start = performance.now();
        expectEnvelope(await ask(email), 200);
        return performance.now() - start;
      };
      const known = await timed(user.e_mail);
      const unknown = await timed('nobody-slow@example.com');
      assert.ok(known < 1500, `known address took ${known} ms`);
      assert.ok(Math.abs(known - unknown) < 500, `known ${known} ms vs unknown ${unknown} ms`);
    } finally {
      await writeSmtpSettings(t.app.site.db, saved);
      for (const s of sockets) s.destroy(); // the pending send fails now instead of in 10 s
      silent.close();
    }
  });

  it('a captcha every time (find_pass); the email must be well formed', async () => {
    expectFields(await call(t, 'POST', '/user/password/reset', { e_mail: 'someone@example.com' }, { ip: '10.3.1.1' }), {
      captcha_code: 'Captcha text is required.',
    });
    expectFields(await call(t, 'POST', '/user/password/reset', { e_mail: 'nope' }, { ip: '10.3.1.1' }), { e_mail: 'Email format is not valid.' });
  });

  it('an expired or unknown link is 403 url_expired and changes nothing; the new password is validated', async () => {
    const user = await makeUser(t.app.site.db, { password: 'keep-pass-123' });
    const { mail } = await mailAfter(sink, () => ask(user.e_mail));
    const code = linkCode(mail, RESET);
    expectFields(await replace(code, 'short'), { pass: 'Password length must be 8-32 characters.' });
    await t.app.site.db.updateTable('email_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', user.id).execute();
    expectEnvelope(await replace(code, 'new-pass-456'), 403, 'error.link.expired');
    expectEnvelope(await replace('made-up-code', 'new-pass-456'), 403, 'error.link.expired');
    assert.ok(await t.login(user.e_mail, 'keep-pass-123'), 'the password did not change');
  });

  it('an activation code does not reset a password (codes are bound to their purpose)', async () => {
    const user = await makeUser(t.app.site.db, { mail_status: MailStatus.inactive, password: 'keep-pass-123' });
    const token = await t.login(user.e_mail, 'keep-pass-123');
    const { mail } = await mailAfter(sink, async () => call(t, 'POST', '/user/email/verification/send', await solvedCaptcha(t), { token }));
    expectEnvelope(await replace(linkCode(mail, '/users/account-activation'), 'new-pass-456'), 403, 'error.link.expired');
  });

  it('limits requests per IP (20 an hour) and per address (6 an hour), unknown addresses included', async () => {
    const ip = '10.3.9.9';
    for (let i = 0; i < 20; i++) expectEnvelope(await ask(`flood${i}@example.com`, ip), 200);
    const over = await ask('one-more@example.com', ip);
    expectEnvelope(over, 429, 'base.too_many_requests');
    assert.ok(Number(over.headers['retry-after']) > 3500);

    // Without a solved captcha nothing counts against the address: nobody can block someone's reset for free.
    for (let i = 0; i < 8; i++) expectFields(await call(t, 'POST', '/user/password/reset', { e_mail: 'victim@example.com' }, { ip: `10.3.8.${i}` }), { captcha_code: 'Captcha text is required.' });
    for (let i = 0; i < 6; i++) expectEnvelope(await ask('victim@example.com'), 200);
    expectEnvelope(await ask('Victim@Example.com'), 429, 'base.too_many_requests');
  });
});
