import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readSmtpSettings, writeSmtpSettings } from './smtp-settings.js';
import { linkMail } from './templates.js';

const RECIPIENT = 'new.member@mailbox.example';

describe('mail service', () => {
  let t: TestApp;
  let a: SmtpSink;
  let b: SmtpSink;
  before(async () => {
    t = await createTestApp({ installed: true });
    [a, b] = await Promise.all([startSmtpSink(), startSmtpSink()]);
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await t?.close();
  });

  it('templates link to the site with the code URL-encoded and escape the site name in HTML', () => {
    const site = { siteName: 'Q&A <site>', siteUrl: 'https://qa.example/' };
    const act = linkMail(site, 'activation', 'a b/c', 'en_US');
    assert.match(act.text, /https:\/\/qa\.example\/users\/account-activation\?code=a%20b%2Fc/);
    assert.equal(act.subject, '[Q&A <site>] Please activate your account');
    assert.ok(act.html.includes('Q&amp;A &lt;site&gt;') && !act.html.includes('<site>'));
    assert.match(linkMail(site, 'password_reset', 'r1', 'en_US').text, /https:\/\/qa\.example\/users\/password-reset\?code=r1/);
    assert.match(linkMail(site, 'email_change', 'e1', 'en_US').text, /https:\/\/qa\.example\/users\/confirm-new-email\?code=e1/);
  });

  it('with no SMTP configured, logs the links at info level but never the recipient', async () => {
    const content = linkMail(await t.app.mail.site(), 'activation', 'code-123', 'en_US');
    const outcome = await t.app.mail.sendMail({ to: RECIPIENT, ...content });
    assert.equal(outcome, 'logged');
    const line = t.logs.map((l) => JSON.parse(l) as { level: number; msg: string; mail?: { links: string[] } }).find((l) => l.mail);
    assert.ok(line, 'a log line about the mail');
    assert.equal(line.level, 30, 'info level');
    assert.deepEqual(line.mail!.links, ['http://localhost:9080/users/account-activation?code=code-123']);
    const all = t.logs.join('\n');
    assert.ok(!all.includes('new.member') && !all.includes('[email]'), 'the recipient (or a scrubbed trace of it) is in the log');
  });

  it('with SMTP configured, delivers through it; a settings change switches the transport', async () => {
    const admin = await t.login();
    const configure = (port: number) =>
      t.inject({
        method: 'PUT',
        url: '/answer/admin/api/setting/smtp',
        headers: { authorization: admin },
        payload: { from_email: 'noreply@site.example', from_name: 'Site', smtp_host: '127.0.0.1', smtp_port: port, encryption: '', smtp_authentication: false },
      });
    assert.equal((await configure(a.port)).statusCode, 200);
    const content = linkMail(await t.app.mail.site(), 'activation', 'code-456', 'en_US');
    assert.equal(await t.app.mail.sendMail({ to: RECIPIENT, ...content }), 'sent');
    const got = await a.next(1);
    assert.deepEqual(got.to, [RECIPIENT]);
    assert.equal(got.header('Subject'), '[Test site] Please activate your account');
    assert.match(got.text, /http:\/\/localhost:9080\/users\/account-activation\?code=code-456/);

    // Through the admin endpoint on this instance...
    assert.equal((await configure(b.port)).statusCode, 200);
    await t.app.mail.sendMail({ to: RECIPIENT, ...content });
    assert.equal((await b.next(1)).to[0], RECIPIENT);
    // ...and as another instance would change it (straight in the database): the next send notices.
    await writeSmtpSettings(t.app.site.db, { ...(await readSmtpSettings(t.app.site.db)), smtp_port: a.port });
    await t.app.mail.sendMail({ to: RECIPIENT, ...content });
    assert.equal((await a.next(2)).to[0], RECIPIENT);
    assert.equal(b.received.length, 1);
  });
});
