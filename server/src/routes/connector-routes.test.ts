import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import { writeSettings } from '../repositories/settings-repo.js';
import { TestBrowser, idpConnector, listenForConnectors, saveConnectors } from '../test-support/connector-flow.js';
import { makeUser } from '../test-support/factories.js';
import { startOAuthIdp, type OAuthIdp } from '../test-support/oauth-idp.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const START = '/answer/api/v1/connector/login/testidp';
const FAILED = '/user-center/auth-failed';

describe('third-party login: the browser flow against a local OpenID Connect provider', () => {
  let t: TestApp;
  let idp: OAuthIdp;
  let base: string;
  let admin: string;
  let n = 0;
  before(async () => {
    t = await createTestApp({ installed: true });
    base = await listenForConnectors(t);
    idp = await startOAuthIdp();
    admin = await t.login();
    await saveConnectors(t, admin, [idpConnector(idp), idpConnector(idp, { name: 'off', enabled: false })]);
  });
  after(async () => {
    await idp?.close();
    await t?.close();
  });
  beforeEach(() => {
    n++;
    idp.user = { sub: `sub-${n}`, name: `Ada Lovelace`, email: `ada${n}@idp.example`, email_verified: true };
    idp.behaviour = { deny: false, noEmail: false, wrongNonce: false, tokenError: false };
  });

  const db = () => t.app.site.db;
  const tokenOf = (landing: string) => {
    assert.match(landing, /^\/users\/auth-landing\?access_token=/);
    return new URL(landing, base).searchParams.get('access_token')!;
  };
  const me = async (token: string) => (await t.inject({ url: '/answer/api/v1/user/info', headers: { authorization: token } })).json().data;
  /** Runs the browser up to the provider's redirect back to us (not followed). */
  const callbackUrl = async (browser: TestBrowser) => {
    const toIdp = await browser.get(START);
    const back = await browser.get(toIdp.location);
    return back.location;
  };

  it('a first login with a verified email creates an activated account without a password, with PKCE and a nonce', async () => {
    const browser = new TestBrowser(base);
    const landing = await browser.follow(START);
    const user = await me(tokenOf(landing));
    assert.equal(user.e_mail, `ada${n}@idp.example`);
    assert.equal(user.display_name, 'Ada Lovelace');
    assert.match(user.username, /^ada-lovelace(\d+)?$/);
    assert.equal(user.mail_status, 1);
    assert.equal(user.have_password, false);
    const authorize = idp.requests.filter((r) => r.path === '/authorize').at(-1)!;
    assert.equal(authorize.query.code_challenge_method, 'S256');
    assert.ok(authorize.query.nonce && authorize.query.state);
    assert.equal(authorize.query.redirect_uri, `${base}/answer/api/v1/connector/redirect/testidp`);
    const token = idp.requests.filter((r) => r.path === '/token').at(-1)!;
    assert.ok(token.body.code_verifier, 'the verifier went to the token call');
    const stored = await db().selectFrom('connector_states').select('state_hash').execute();
    assert.ok(!stored.some((s) => s.state_hash === authorize.query.state), 'the raw state is never stored');
    assert.ok(!t.logs.join('\n').includes(authorize.query.state!), 'request logs mask the state');
  });

  it('the same provider account logs the same user in again, and a second user gets another username', async () => {
    const first = await me(tokenOf(await new TestBrowser(base).follow(START)));
    const again = await me(tokenOf(await new TestBrowser(base).follow(START)));
    assert.equal(again.id, first.id);
    idp.user = { ...idp.user, sub: `other-${n}`, email: `ada-other${n}@idp.example` };
    const other = await me(tokenOf(await new TestBrowser(base).follow(START)));
    assert.notEqual(other.id, first.id);
    assert.notEqual(other.username, first.username);
  });

  it('a verified email of an existing account binds it and logs that account in (activating it)', async () => {
    const existing = await makeUser(db(), { e_mail: `grace${n}@idp.example`, mail_status: 2 });
    idp.user = { sub: `grace-${n}`, name: 'Grace', email: `Grace${n}@IDP.example`, email_verified: true };
    const user = await me(tokenOf(await new TestBrowser(base).follow(START)));
    assert.equal(user.id, existing.id);
    assert.equal(user.mail_status, 1);
    const binding = await db().selectFrom('user_external_logins').selectAll().where('external_id', '=', `grace-${n}`).executeTakeFirstOrThrow();
    assert.equal(binding.user_id, existing.id);
    assert.equal(binding.provider, 'testidp');
  });

  it('without an email, or with an unverified one, the user is asked for an email (binding key)', async () => {
    idp.behaviour.noEmail = true;
    const landing = await new TestBrowser(base).follow(START);
    assert.match(landing, /^\/users\/confirm-email\?binding_key=[A-Za-z0-9_-]{43}$/);
    idp.behaviour.noEmail = false;
    idp.user = { ...idp.user, email_verified: false };
    assert.match(await new TestBrowser(base).follow(START), /^\/users\/confirm-email\?binding_key=/);
    const count = await db().selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('e_mail', '=', idp.user.email!).executeTakeFirstOrThrow();
    assert.equal(count.n, 0, 'no account was created');
  });

  it('denied consent, a token error or a wrong nonce end on auth-failed', async () => {
    for (const flip of ['deny', 'tokenError', 'wrongNonce'] as const) {
      idp.behaviour = { deny: false, noEmail: false, wrongNonce: false, tokenError: false, [flip]: true };
      assert.equal(await new TestBrowser(base).follow(START), FAILED, flip);
    }
  });

  it('a state is single use, expires, and only finishes in the browser that started it', async () => {
    const owner = new TestBrowser(base);
    const callback = await callbackUrl(owner);
    assert.equal(await new TestBrowser(base).follow(callback), FAILED, 'another browser (no cookie)');
    assert.equal(await owner.follow(callback), FAILED, 'the state was used up by the failed attempt');

    const second = new TestBrowser(base);
    const cb2 = await callbackUrl(second);
    tokenOf(await second.follow(cb2));
    assert.equal(await second.follow(cb2), FAILED, 'replayed callback');

    const third = new TestBrowser(base);
    const cb3 = await callbackUrl(third);
    await db().updateTable('connector_states').set({ expires_at: sql`now() - interval '1 second'` }).execute();
    assert.equal(await third.follow(cb3), FAILED, 'expired state');
    assert.equal(await third.follow('/answer/api/v1/connector/redirect/testidp?code=x&state=made-up'), FAILED);
  });

  it('unknown and disabled connectors end on auth-failed without reaching the provider', async () => {
    const before = idp.requests.length;
    assert.equal(await new TestBrowser(base).follow('/answer/api/v1/connector/login/nope'), FAILED);
    assert.equal(await new TestBrowser(base).follow('/answer/api/v1/connector/login/off'), FAILED);
    assert.equal(idp.requests.length, before);
  });

  it('closed registrations refuse a new account but still log bound users in', async () => {
    const bound = await me(tokenOf(await new TestBrowser(base).follow(START)));
    await writeSettings(db(), { login: { allow_new_registrations: false } });
    try {
      assert.equal((await me(tokenOf(await new TestBrowser(base).follow(START)))).id, bound.id);
      idp.user = { ...idp.user, sub: `new-${n}`, email: `new${n}@idp.example` };
      assert.equal(await new TestBrowser(base).follow(START), FAILED);
    } finally {
      await writeSettings(db(), { login: { allow_new_registrations: true } });
    }
  });

  it('a suspended user gets no session but the suspended page (as with a password); a deleted one fails', async () => {
    const user = await me(tokenOf(await new TestBrowser(base).follow(START)));
    await db().updateTable('users').set({ status: 'suspended', suspended_until: null }).where('id', '=', user.id).execute();
    const sessions = async () => (await db().selectFrom('access_tokens').select('token_hash').where('user_id', '=', user.id).execute()).length;
    const before = await sessions();
    assert.equal(await new TestBrowser(base).follow(START), '/users/account-suspended');
    assert.equal(await sessions(), before, 'no new session');
    // Not through a verified email either.
    const other = await makeUser(db(), { e_mail: `held${n}@idp.example`, status: 'suspended' });
    idp.user = { sub: `held-${n}`, email: other.e_mail, email_verified: true };
    assert.equal(await new TestBrowser(base).follow(START), '/users/account-suspended');
    assert.equal((await db().selectFrom('user_external_logins').selectAll().where('user_id', '=', other.id).execute()).length, 0, 'not bound');
    idp.user = { sub: `sub-${n}`, email: `ada${n}@idp.example`, email_verified: true };
    await db().updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', user.id).execute();
    assert.equal(await new TestBrowser(base).follow(START), FAILED);
  });

  it('the login start sets an HttpOnly, SameSite=Lax cookie scoped to the connector paths', async () => {
    const res = await fetch(`${base}${START}`, { redirect: 'manual' });
    assert.equal(res.status, 302);
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^answer_connector=[A-Za-z0-9_-]{43}; Path=\/answer\/api\/v1\/connector\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    assert.ok(res.headers.get('location')!.startsWith(`${idp.url}/authorize?`));
  });
});
