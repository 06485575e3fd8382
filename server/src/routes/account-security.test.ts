// After every account flow has run, the captured logs hold no e-mail address, link code, password or token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, expectEnvelope, expectFields, linkCode, mailAfter, solvedCaptcha, useSmtpSink } from '../test-support/account-flows.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('account flows keep secrets out of the logs', () => {
  let t: TestApp;
  let sink: SmtpSink;
  before(async () => {
    t = await createTestApp({ installed: true, logLevel: 'trace' });
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
  });
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  it('sign-up, activation, resend, reset, password and email change, logins good and bad', async () => {
    const secrets: string[] = ['Secret.Person@example.com', 'first-pass-123', 'second-pass-456', 'third-pass-789', 'moved.person@example.com'];
    const data = <T>(res: Awaited<ReturnType<typeof call>>) => expectEnvelope(res, 200) as T;
    const keep = (s: string) => (secrets.push(s), s);

    const signUp = await mailAfter(sink, async () =>
      call(t, 'POST', '/user/register/email', { name: 'secret.person', e_mail: secrets[0], pass: secrets[1], ...(await solvedCaptcha(t)) }),
    );
    const token = keep(data<{ access_token: string }>(signUp.result).access_token);
    const firstCode = keep(linkCode(signUp.mail, '/users/account-activation'));
    const resent = await mailAfter(sink, async () => call(t, 'POST', '/user/email/verification/send', await solvedCaptcha(t), { token }));
    expectEnvelope(await call(t, 'POST', '/user/email/verification', { code: firstCode }), 403, 'error.link.expired');
    const activationCode = keep(linkCode(resent.mail, '/users/account-activation'));
    // Through the query string too: the request log line must mask it.
    keep(data<{ access_token: string }>(await call(t, 'POST', '/user/email/verification', {}, { query: { code: activationCode } })).access_token);

    const reset = await mailAfter(sink, async () => call(t, 'POST', '/user/password/reset', { e_mail: secrets[0], ...(await solvedCaptcha(t)) }));
    const resetCode = keep(linkCode(reset.mail, '/users/password-reset'));
    data(await call(t, 'POST', '/user/password/replacement', { code: resetCode, pass: secrets[2] }));

    const fresh = keep(await t.login(secrets[0], secrets[2]));
    expectFields(await call(t, 'POST', '/user/login/email', { e_mail: secrets[0], pass: 'wrong-guess-000' }), { e_mail: 'Email or password incorrect.' });
    secrets.push('wrong-guess-000');
    expectEnvelope(await call(t, 'PUT', '/user/password', { old_pass: secrets[2], pass: secrets[3] }, { token: fresh }), 200);

    const change = await mailAfter(sink, async () =>
      call(t, 'POST', '/user/email/change/code', { e_mail: secrets[4], pass: secrets[3], ...(await solvedCaptcha(t)) }, { token: fresh }),
    );
    const changeCode = keep(linkCode(change.mail, '/users/confirm-new-email'));
    keep(data<{ access_token: string }>(await call(t, 'PUT', '/user/email', { code: changeCode })).access_token);
    await t.app.accountMailer.drain();

    assert.ok(t.logs.length > 20, `the flows were logged (${t.logs.length} lines)`);
    assert.ok(t.logs.some((l) => l.includes('/user/email/verification?code=[redacted]')), 'the query code is masked, not dropped');
    for (const secret of secrets) {
      const leaks = t.logs.filter((l) => l.toLowerCase().includes(secret.toLowerCase()));
      assert.deepEqual(leaks, [], `a secret reached the logs: ${secret.slice(0, 4)}...`);
    }
  });
});
