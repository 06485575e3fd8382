// Third-party login in Chromium: an admin configures an OpenID Connect connector pointing at a local identity
// provider (the server package's test provider, which signs its user in without a form), and members log in with it,
// bind an email when the provider gives none, and connect or remove it under "My logins".
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startOAuthIdp, type OAuthIdp } from '@site/server/test-support/oauth-idp';
import { apiLogin, call, configureSmtp } from '../lib/api.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { linkIn, nextMailTo, startSmtpSink, type SmtpSink } from '../lib/mail.js';
import { ADMIN, removeDir, startSite, type Site } from '../lib/site.js';
import { logInUi, waitForPath } from '../lib/ui.js';

let site: Site;
let browser: Browser;
let sink: SmtpSink;
let idp: OAuthIdp;
const ICON = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>').toString('base64');

before(async () => {
  sink = await startSmtpSink();
  idp = await startOAuthIdp();
  site = await startSite({ autoInstall: true });
  await configureSmtp(site, sink.port);
  const admin = await apiLogin(site);
  const res = await call(site, 'PUT', '/answer/admin/api/connectors', [
    { name: 'testidp', display_name: 'Test IdP', kind: 'oidc', enabled: true, icon_svg: ICON, client_id: idp.clientId, client_secret: idp.clientSecret, issuer: idp.url },
  ], admin);
  assert.equal(res.code, 200, res.msg);
  browser = await launchBrowser();
});

beforeEach(() => {
  Object.assign(idp.behaviour, { deny: false, noEmail: false, wrongNonce: false, tokenError: false });
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await idp?.close();
  await sink?.close();
  if (site) removeDir(site.dataDir);
});

test('a new visitor logs in with the provider: an activated, password-less account is made from its verified email and keeps its only login', async () => {
  idp.user = { sub: 'ada-1', name: 'Ada Lovelace', email: 'ada@idp.example', email_verified: true };
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/users/login`);
  await page.getByRole('link', { name: /Log in with Test IdP/ }).click();
  await page.getByTestId('nav-avatar').waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  const sent = idp.requests.find((r) => r.path.endsWith('/authorize'));
  assert.equal(sent?.query.code_challenge_method, 'S256', 'PKCE was used');

  await page.goto(`${site.url}/users/settings/account`);
  await page.getByTestId('login-testidp').getByText('Connected').waitFor();
  assert.equal(await page.getByTestId('current-email').innerText(), 'ada@idp.example');
  await page.getByText('You log in with another account. Set a password to also log in with your email.').waitFor();

  // Her only way in: removing it is refused, with the reason next to the list.
  await page.getByTestId('login-testidp').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByText('This is your only way to log in. Set a password before removing it.').waitFor();
  assert.equal(await page.getByTestId('login-testidp').getByText('Connected').count(), 1);
  assert.deepEqual(errors, []);
});

test('a refused consent ends on the auth-failed page asking to allow access to the email', async () => {
  idp.behaviour.deny = true;
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/users/login`);
  await page.getByRole('link', { name: /Log in with Test IdP/ }).click();
  await waitForPath(page, '/user-center/auth-failed');
  await page.getByText('Third-party login failed. Please allow the app to access your email, then try again.').waitFor();
});

test('a provider that gives no email leads to the confirm-email page; the emailed account finishes the login', async () => {
  idp.user = { sub: 'grace-1', name: 'Grace Hopper' };
  idp.behaviour.noEmail = true;
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/users/login`);
  await page.getByRole('link', { name: /Log in with Test IdP/ }).click();
  await waitForPath(page, '/users/confirm-email');
  await page.getByLabel('Email').fill('grace@e2e.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A new address: the account is made (not activated yet) and logged in; the activation mail goes out.
  await page.waitForFunction(() => !location.pathname.startsWith('/users/confirm-email'));
  const link = linkIn(await nextMailTo(sink, 'grace@e2e.test'), '/users/account-activation');
  await page.goto(link);
  await page.getByText('Your account is activated').waitFor();
  assert.deepEqual(errors, []);
});

test('a member connects the provider under My logins, logs in with it, and removes it again (they also have a password)', async () => {
  idp.user = { sub: 'admin-ext-1', name: 'Site Admin', email: 'someone-else@idp.example', email_verified: true };
  const { page, errors } = await openPage(browser);
  await logInUi(page, site, ADMIN.email, ADMIN.password);
  await page.getByTestId('nav-avatar').waitFor();
  await page.goto(`${site.url}/users/settings/account`);
  const row = page.getByTestId('login-testidp');
  await row.getByText('Not connected').waitFor();
  await row.getByRole('button', { name: 'Connect' }).click();
  await waitForPath(page, '/users/settings/account');
  await page.getByTestId('login-testidp').getByText('Connected').waitFor();

  // Logged out, the provider now logs the admin in.
  const other = await openPage(browser);
  await other.page.goto(`${site.url}/users/login`);
  await other.page.getByRole('link', { name: /Log in with Test IdP/ }).click();
  await other.page.getByTestId('nav-avatar').waitFor();
  await other.page.goto(`${site.url}/admin`);
  await other.page.getByTestId('dashboard-page').waitFor();

  // Removing it is allowed: the admin also has a password.
  await page.getByTestId('login-testidp').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByTestId('login-testidp').getByText('Not connected').waitFor();
  assert.deepEqual([...errors, ...other.errors], []);
});
