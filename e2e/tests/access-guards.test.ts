// Where each kind of visitor ends up on the guarded pages (spec section 4), in Chromium against the real server:
// anonymous, not activated, member, moderator and admin (suspended visitors are covered in account-recovery).
// Also the private site (login required) with its ignored pages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call, configureSmtp } from '../lib/api.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { linkIn, nextMailTo, startSmtpSink, type SmtpSink } from '../lib/mail.js';
import { ADMIN, CAPTCHA_ANSWER, FIXED_CAPTCHA_PLUGIN, removeDir, startSite, type Site } from '../lib/site.js';
import { logInUi, waitForPath } from '../lib/ui.js';

let site: Site;
let browser: Browser;
let sink: SmtpSink;
type Kind = 'anonymous' | 'inactive' | 'member' | 'moderator' | 'admin';
const pages = new Map<Kind, Page>();

/** Signs up through the API (left not activated). */
async function signUp(name: string): Promise<{ id: string; email: string; password: string }> {
  const email = `${name}@e2e.test`;
  const password = `${name}-pass-1`;
  const record = await call<{ captcha_id: string }>(site, 'GET', '/answer/api/v1/user/action/record?action=e_mail');
  const reg = await call<{ id: string }>(site, 'POST', '/answer/api/v1/user/register/email', { name, e_mail: email, pass: password, captcha_id: record.data.captcha_id, captcha_code: CAPTCHA_ANSWER });
  assert.equal(reg.code, 200, reg.msg);
  return { id: reg.data.id, email, password };
}

before(async () => {
  sink = await startSmtpSink();
  site = await startSite({ autoInstall: true, plugins: [FIXED_CAPTCHA_PLUGIN] });
  await configureSmtp(site, sink.port);
  browser = await launchBrowser();
  const admin = await apiLogin(site);
  const inactive = await signUp('ina');
  const member = await signUp('mem');
  const moderator = await signUp('moe');
  // The member and the moderator follow their activation links (the inactive one never does); the admin promotes one.
  await activateByLink(member.email);
  await activateByLink(moderator.email);
  assert.equal((await call(site, 'PUT', '/answer/admin/api/user/role', { user_id: moderator.id, role_id: 3 }, admin)).code, 200);

  pages.set('anonymous', (await openPage(browser)).page);
  for (const [kind, who] of [
    ['inactive', inactive],
    ['member', member],
    ['moderator', moderator],
    ['admin', { email: ADMIN.email, password: ADMIN.password }],
  ] as const) {
    const { page } = await openPage(browser);
    await logInUi(page, site, who.email, who.password);
    await page.waitForFunction(() => !location.pathname.startsWith('/users/login') || location.search.includes('inactive'));
    pages.set(kind, page);
  }
});

/** Activation the way a member does it: the link in the mail the sign-up sent. */
async function activateByLink(email: string): Promise<void> {
  const code = new URL(linkIn(await nextMailTo(sink, email), '/users/account-activation')).searchParams.get('code');
  assert.equal((await call(site, 'POST', '/answer/api/v1/user/email/verification', { code })).code, 200);
}

after(async () => {
  await browser?.close();
  await site?.stop();
  await sink?.close();
  if (site) removeDir(site.dataDir);
});

/** What a visitor finds at `path`: the address they end up on, or 403 when the permission page shows. */
async function visit(kind: Kind, path: string): Promise<string> {
  const page = pages.get(kind)!;
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState('networkidle');
  if (await page.getByText('You do not have permission to access this page.').isVisible()) return '403';
  const u = new URL(page.url());
  return u.pathname + u.search;
}

describe('guarded pages per visitor kind', () => {
  const expectations: Array<[string, Record<Kind, string>]> = [
    ['/admin', { anonymous: '/users/login', inactive: '403', member: '403', moderator: '403', admin: '/admin' }],
    ['/review', { anonymous: '/users/login', inactive: '403', member: '403', moderator: '/review', admin: '/review' }],
    ['/users/settings', { anonymous: '/users/login', inactive: '/users/settings', member: '/users/settings', moderator: '/users/settings', admin: '/users/settings' }],
    ['/users/login', { anonymous: '/users/login', inactive: '/users/login', member: '/', moderator: '/', admin: '/' }],
    ['/users/register', { anonymous: '/users/register', inactive: '/', member: '/', moderator: '/', admin: '/' }],
    ['/users/account-recovery', { anonymous: '/users/account-recovery', inactive: '/', member: '/', moderator: '/', admin: '/' }],
    ['/users/account-suspended', { anonymous: '/', inactive: '/', member: '/', moderator: '/', admin: '/' }],
    // Activated users only: the others are asked to log in or shown the inactive page (/users/login?status=inactive).
    ['/users/account-activation/success', { anonymous: '/users/login', inactive: '/users/login?status=inactive', member: '/users/account-activation/success', moderator: '/users/account-activation/success', admin: '/users/account-activation/success' }],
  ];
  for (const [path, want] of expectations) {
    test(path, async () => {
      const got: Record<string, string> = {};
      for (const kind of Object.keys(want) as Kind[]) got[kind] = await visit(kind, path);
      assert.deepEqual(got, want);
    });
  }
});

test('a private site sends anonymous visitors to login, except on the ignored pages', async () => {
  const admin = await apiLogin(site);
  const current = await call<Record<string, unknown>>(site, 'GET', '/answer/admin/api/siteinfo/login', undefined, admin);
  assert.equal((await call(site, 'PUT', '/answer/admin/api/siteinfo/login', { ...current.data, login_required: true }, admin)).code, 200);
  try {
    const { page } = await openPage(browser);
    for (const path of ['/', '/questions', '/tags', '/users/settings']) {
      await page.goto(`${site.url}${path}`);
      await waitForPath(page, '/users/login');
    }
    for (const path of ['/users/register', '/users/account-recovery', '/users/password-reset?code=x']) {
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('networkidle');
      assert.equal(new URL(page.url()).pathname, path.split('?')[0], `${path} stays open`);
    }
    // Members still get in.
    await logInUi(page, site, ADMIN.email, ADMIN.password);
    await page.getByTestId('nav-avatar').waitFor();
    await page.goto(`${site.url}/questions`);
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/questions');
  } finally {
    await call(site, 'PUT', '/answer/admin/api/siteinfo/login', { ...current.data, login_required: false }, admin);
  }
});
