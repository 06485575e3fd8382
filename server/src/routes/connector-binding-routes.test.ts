import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { writeSettings } from '../repositories/settings-repo.js';
import { TestBrowser, idpConnector, listenForConnectors, saveConnectors } from '../test-support/connector-flow.js';
import { makeUser } from '../test-support/factories.js';
import { startOAuthIdp, type OAuthIdp } from '../test-support/oauth-idp.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const API = '/answer/api/v1';
const START = `${API}/connector/login/testidp`;
const FAILED = '/user-center/auth-failed';

describe('third-party login: confirm-email binding, "my logins" connect and unbinding', () => {
  let t: TestApp;
  let idp: OAuthIdp;
  let sink: SmtpSink;
  let base: string;
  let admin: string;
  let n = 0;
  before(async () => {
    t = await createTestApp({ installed: true });
    base = await listenForConnectors(t);
    idp = await startOAuthIdp();
    sink = await startSmtpSink();
    admin = await t.login();
    await saveConnectors(t, admin, [idpConnector(idp), idpConnector(idp, { name: 'second', display_name: 'Second' })]);
    await writeSettings(t.app.site.db, {
      smtp: { from_email: 'noreply@site.example', from_name: 'Test site', smtp_host: '127.0.0.1', smtp_port: sink.port, encryption: '', smtp_username: '', smtp_password: '', smtp_authentication: false },
    });
  });
  after(async () => {
    await sink?.close();
    await idp?.close();
    await t?.close();
  });
  beforeEach(() => {
    n++;
    idp.user = { sub: `nomail-${n}`, name: 'Lin Mei' };
    idp.behaviour = { deny: false, noEmail: true, wrongNonce: false, tokenError: false };
  });

  const db = () => t.app.site.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token?: string) =>
    t.inject({ method, url: `${API}${url}`, payload, headers: token ? { authorization: token } : {} });
  const bindingKey = async (start = START) => {
    const landing = await new TestBrowser(base).follow(start);
    assert.match(landing, /^\/users\/confirm-email\?binding_key=/);
    return new URL(landing, base).searchParams.get('binding_key')!;
  };
  const bindEmail = (binding_key: string, email: string, must = false) => call('POST', '/connector/binding/email', { binding_key, email, must });
  const tokenOf = (landing: string) => new URL(landing, base).searchParams.get('access_token') ?? assert.fail(`not a landing: ${landing}`);
  const me = async (token: string) => (await call('GET', '/user/info', undefined, token)).json().data;

  it('an email with an account only warns at first, binds nothing, and keeps the key usable', async () => {
    const owner = await makeUser(db(), { e_mail: `owner${n}@mail.example` });
    const key = await bindingKey();
    const res = await bindEmail(key, owner.e_mail);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { email_exist_and_must_be_confirmed: true, access_token: '' });
    assert.equal((await db().selectFrom('user_external_logins').selectAll().where('user_id', '=', owner.id).execute()).length, 0);
    assert.equal((await bindEmail(key, owner.e_mail)).statusCode, 200, 'the key still works');
  });

  it('must=true mails a link to that address; opening it binds, activates and logs the owner in', async () => {
    const owner = await makeUser(db(), { e_mail: `confirm${n}@mail.example`, mail_status: 2 });
    const key = await bindingKey();
    const before = sink.received.length;
    const res = await bindEmail(key, owner.e_mail, true);
    assert.deepEqual(res.json().data, { email_exist_and_must_be_confirmed: false, access_token: '' });
    const mail = await sink.next(before + 1);
    assert.deepEqual(mail.to, [owner.e_mail]);
    assert.equal(mail.header('Subject'), '[Test site] Confirm linking your Test IdP account');
    const link = /https?:\/\/\S+binding\/confirm\?code=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? assert.fail(mail.text);
    assert.ok(link.startsWith(`${base}/answer/api/v1/connector/binding/confirm?code=`));
    assert.equal((await bindEmail(key, owner.e_mail, true)).statusCode, 403, 'the binding key was used up by the sent mail');

    const browser = new TestBrowser(base);
    const user = await me(tokenOf(await browser.follow(link)));
    assert.equal(user.id, owner.id);
    assert.equal(user.mail_status, 1);
    assert.equal(await browser.follow(link), FAILED, 'the link is single use');
    // From now on the provider login goes straight in.
    idp.behaviour.noEmail = false;
    assert.equal((await me(tokenOf(await new TestBrowser(base).follow(START)))).id, owner.id);
  });

  it('a new email makes a not-activated account, bound and logged in, and mails its activation link', async () => {
    idp.user = { sub: `nomail-${n}`, name: '林梅' };
    const key = await bindingKey();
    const before = sink.received.length;
    const res = await bindEmail(key, `fresh${n}@mail.example`);
    assert.equal(res.statusCode, 200, res.body);
    const { access_token, email_exist_and_must_be_confirmed } = res.json().data;
    assert.equal(email_exist_and_must_be_confirmed, false);
    const user = await me(access_token);
    assert.equal(user.e_mail, `fresh${n}@mail.example`);
    assert.equal(user.mail_status, 2);
    assert.equal(user.have_password, false);
    assert.match(user.username, /^fresh\d+$/, 'a name with no latin letters gives way to the email local part');
    await t.app.accountMailer.drain();
    const mail = await sink.next(before + 1);
    assert.deepEqual(mail.to, [`fresh${n}@mail.example`]);
    const code = /\/users\/account-activation\?code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? assert.fail(mail.text);
    assert.equal((await call('POST', '/user/email/verification', { code })).statusCode, 200, 'the account flows accept the code');
    assert.equal((await me(access_token)).mail_status, 1);
    assert.equal((await me(tokenOf(await new TestBrowser(base).follow(START)))).id, user.id, 'the provider login now finds the binding');
  });

  it('an unknown or used binding key is an expired link (403 url_expired); bad emails are field errors', async () => {
    const res = await bindEmail('no-such-key', 'x@mail.example');
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().reason, 'error.link.expired');
    assert.deepEqual(res.json().data, { type: 'url_expired' });
    const bad = await bindEmail(await bindingKey(), 'not-an-email');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().data[0].error_field, 'email');
  });

  it('"my logins" connect: a one-time link binds the provider account to the logged user and returns to settings', async () => {
    const user = await makeUser(db(), { password: 'member-pass-1' });
    const token = await t.login(user.e_mail, 'member-pass-1');
    assert.equal((await call('POST', '/connector/binding/start', { name: 'testidp' })).statusCode, 401);
    assert.equal((await call('POST', '/connector/binding/start', { name: 'nope' }, token)).statusCode, 404);
    const start = await call('POST', '/connector/binding/start', { name: 'testidp' }, token);
    const { link } = start.json().data;
    assert.match(link, /^\/answer\/api\/v1\/connector\/login\/testidp\?ticket=/);
    assert.equal(await new TestBrowser(base).follow(link), '/users/settings/account');
    assert.equal(await new TestBrowser(base).follow(link), FAILED, 'the ticket is single use');
    const ticket = new URL(link, base).searchParams.get('ticket')!;
    assert.ok(!t.logs.join('\n').includes(ticket), 'request logs mask the ticket');
    const info = (await call('GET', '/connector/user/info', undefined, token)).json().data;
    assert.deepEqual(
      info.map((c: { name: string; binding: boolean; external_id: string }) => [c.name, c.binding, c.external_id]),
      [['Test IdP', true, `nomail-${n}`], ['Second', false, '']],
    );
    assert.equal((await call('GET', '/connector/user/info')).statusCode, 401);

    // The same provider account cannot be connected to a second user.
    const other = await makeUser(db(), { password: 'member-pass-1' });
    const otherToken = await t.login(other.e_mail, 'member-pass-1');
    const otherLink = (await call('POST', '/connector/binding/start', { name: 'testidp' }, otherToken)).json().data.link;
    assert.equal(await new TestBrowser(base).follow(otherLink), FAILED);
  });

  it('unbinding refuses to remove the last way to log in of a user without a password', async () => {
    const key = await bindingKey();
    const token = (await bindEmail(key, `solo${n}@mail.example`)).json().data.access_token as string;
    const unbind = (external_id: string) => call('DELETE', '/connector/user/unbinding', { external_id }, token);
    const last = await unbind(`nomail-${n}`);
    assert.equal(last.statusCode, 400);
    assert.equal(last.json().reason, 'error.connector.last_login_method');
    assert.equal(last.json().msg, 'This is your only way to log in. Set a password before removing it.');
    assert.equal((await unbind('not-mine')).statusCode, 404);

    // With a second connector bound (another account at that provider), the first can go.
    idp.user = { sub: `nomail-second-${n}` };
    const link = (await call('POST', '/connector/binding/start', { name: 'second' }, token)).json().data.link;
    assert.equal(await new TestBrowser(base).follow(link), '/users/settings/account');
    const res = await call('DELETE', '/connector/user/unbinding', { external_id: `nomail-${n}` }, token);
    assert.equal(res.statusCode, 200, res.body);
    const left = (await call('GET', '/connector/user/info', undefined, token)).json().data;
    assert.deepEqual(left.map((c: { name: string; binding: boolean }) => [c.name, c.binding]), [['Test IdP', false], ['Second', true]]);
  });
});
