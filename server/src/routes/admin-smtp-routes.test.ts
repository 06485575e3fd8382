import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTP_PASSWORD_PLACEHOLDER } from '@site/shared/contract';
import { makeUser } from '../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const URL = '/answer/admin/api/setting/smtp';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('admin SMTP settings', () => {
  let t: TestApp;
  let admin: string;
  let sink: SmtpSink;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
    sink = await startSmtpSink({ user: 'mailer', pass: 'smtp-secret-pass' });
  });
  after(async () => {
    await sink?.close();
    await t?.close();
  });

  // null: anonymous (undefined would pick the default).
  const put = (payload: unknown, token: string | null = admin, headers: Record<string, string> = {}) =>
    t.inject({ method: 'PUT', url: URL, payload: payload as object, headers: { ...headers, ...(token ? { authorization: token } : {}) } });
  const get = (token: string | null = admin) => t.inject({ url: URL, headers: token ? { authorization: token } : {} });
  const settings = (over: Record<string, unknown> = {}) => ({
    from_email: 'noreply@site.example',
    from_name: 'Test Site',
    smtp_host: '127.0.0.1',
    smtp_port: sink.port,
    encryption: '',
    smtp_username: 'mailer',
    smtp_password: 'smtp-secret-pass',
    smtp_authentication: true,
    ...over,
  });

  it('starts unconfigured with Answer defaults', async () => {
    const res = await get();
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, {
      from_email: '',
      from_name: '',
      smtp_host: '',
      smtp_port: 25,
      encryption: '',
      smtp_username: '',
      smtp_password: '',
      smtp_authentication: false,
    });
  });

  it('anonymous is 401, a non-admin 403, for both methods', async () => {
    assert.equal((await get(null)).statusCode, 401);
    assert.equal((await put(settings(), null)).statusCode, 401);
    const user = await makeUser(t.app.site.db, { password: 'normal-pass-1' });
    const token = await t.login(user.e_mail, 'normal-pass-1');
    const g = await get(token);
    assert.equal(g.statusCode, 403);
    assert.equal(g.json().reason, 'base.forbidden_error');
    assert.equal((await put(settings({ smtp_host: 'evil.example' }), token)).statusCode, 403);
    assert.equal((await get()).json().data.smtp_host, '', 'the non-admin PUT changed nothing');
  });

  it('port 0 and 70000 are field errors on smtp_port', async () => {
    for (const port of [0, 70000]) {
      const res = await put(settings({ smtp_port: port }));
      assert.equal(res.statusCode, 400, res.body);
      const body = res.json();
      assert.deepEqual(body.data, [{ error_field: 'smtp_port', error_msg: 'SMTP port must be between 1 and 65535.' }]);
      assert.equal(body.msg, 'SMTP port must be between 1 and 65535.');
    }
    const zh = await put(settings({ smtp_port: 0 }), admin, { 'accept-language': 'zh-CN' });
    assert.equal(zh.json().data[0].error_msg, 'SMTP 端口必须在 1 到 65535 之间。');
    const enc = await put(settings({ encryption: 'STARTTLS-ish' }));
    assert.equal(enc.json().data[0].error_field, 'encryption');
    const mail = await put(settings({ test_email_recipient: 'not-an-address' }));
    assert.equal(mail.json().data[0].error_field, 'test_email_recipient');
  });

  it('saves, and GET never reveals the password', async () => {
    const res = await put(settings({ encryption: 'none' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().msg, 'Success.');
    const got = await get();
    assert.equal(got.statusCode, 200);
    assert.ok(!got.body.includes('smtp-secret-pass'), 'password in GET body');
    assert.equal(got.json().data.smtp_password, SMTP_PASSWORD_PLACEHOLDER);
    assert.equal(got.json().data.encryption, '', "'none' is stored as Answer's ''");
    assert.equal(got.json().data.smtp_port, sink.port);
    assert.ok(!t.logs.join('\n').includes('smtp-secret-pass'), 'password in logs');
  });

  it('sends a real test mail (placeholder password keeps the stored one) and answers "Sent successfully."', async () => {
    const before = sink.received.length;
    const echoed = (await get()).json().data;
    const res = await put({ ...echoed, test_email_recipient: 'tester@mailbox.example' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().reason, 'base.success');
    assert.equal(res.json().msg, 'Sent successfully.');
    const mail = await sink.next(before + 1);
    assert.equal(mail.user, 'mailer', 'authenticated with the stored password');
    assert.equal(mail.from, 'noreply@site.example');
    assert.deepEqual(mail.to, ['tester@mailbox.example']);
    assert.match(mail.header('From'), /"?Test Site"? <noreply@site\.example>/);
    assert.equal(mail.header('To'), 'tester@mailbox.example');
    assert.equal(mail.header('Subject'), '[Test site] Test email');
    assert.match(mail.text, /This is a test email from Test site: the SMTP settings work\./);
    const logs = t.logs.join('\n');
    assert.ok(!logs.includes('smtp-secret-pass') && !logs.includes('tester@'), 'password or recipient in logs');
  });

  it('a wrong password or an unreachable server is a 400 toast, never a 500', async () => {
    const wrong = await put(settings({ smtp_password: 'not-the-password', test_email_recipient: 'tester@mailbox.example' }));
    assert.equal(wrong.statusCode, 400, wrong.body);
    assert.deepEqual(wrong.json().data, { err_type: 'toast' });
    assert.equal(wrong.json().reason, 'error.smtp.send_failed');
    assert.match(wrong.json().msg, /Check the SMTP host, port, encryption, username and password/);

    const down = await put(settings({ smtp_port: await closedPort(), test_email_recipient: 'tester@mailbox.example' }));
    assert.equal(down.statusCode, 400, down.body);
    assert.deepEqual(down.json().data, { err_type: 'toast' });
    assert.equal(down.json().reason, 'error.smtp.send_failed');
  });

  it('a test with no host or sender is a 400 toast saying SMTP is not configured', async () => {
    const res = await put(settings({ smtp_host: '', test_email_recipient: 'tester@mailbox.example' }));
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().reason, 'error.smtp.not_configured');
    assert.deepEqual(res.json().data, { err_type: 'toast' });
  });
});
