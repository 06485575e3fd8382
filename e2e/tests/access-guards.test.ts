// Where each kind of visitor ends up on the guarded pages (spec section 4), in Chromium against the real server:
// anonymous, not activated, member, moderator and admin (suspended visitors are covered in account-recovery).
// Also the private site (login required) with its ignored pages.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { ADMIN } from '../lib/site.js';
import { logInUi, waitForPath } from '../lib/ui.js';
import { signUpMember, useMailSite } from '../lib/mail-site.js';

const ctx = useMailSite();
type Kind = 'anonymous' | 'inactive' | 'member' | 'moderator' | 'admin';
const pages = new Map<Kind, Page>();
/** Waits for a page's network to rest (live streams not counted: they stay open for the page's life). */
const settled = new Map<Page, (quietMs?: number) => Promise<void>>();

before(async () => {
  await ctx.ready;
  const admin = await apiLogin(ctx.site);
  // The member and the moderator follow their activation links (the inactive one never does); the admin promotes one.
  const inactive = await signUpMember(ctx, 'ina', { activate: false });
  const member = await signUpMember(ctx, 'mem');
  const moderator = await signUpMember(ctx, 'moe');
  assert.equal((await call(ctx.site, 'PUT', '/answer/admin/api/user/role', { user_id: moderator.id, role_id: 3 }, admin)).code, 200);

  const anonymous = await openPage(ctx.browser);
  pages.set('anonymous', anonymous.page);
  settled.set(anonymous.page, anonymous.settled);
  for (const [kind, who] of [
    ['inactive', inactive],
    ['member', member],
    ['moderator', moderator],
    ['admin', { email: ADMIN.email, password: ADMIN.password }],
  ] as const) {
    const { page, settled: rest } = await openPage(ctx.browser);
    await logInUi(page, ctx.site, who.email, who.password);
    await page.waitForFunction(() => !location.pathname.startsWith('/users/login') || location.search.includes('inactive'));
    pages.set(kind, page);
    settled.set(page, rest);
  }
});

/** Where the page is now: the address, or 403 when the permission page shows. */
async function whereIs(page: Page): Promise<string> {
  if (await page.getByText('You do not have permission to access this page.').isVisible()) return '403';
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/**
 * What a visitor finds at `path`. A guard may redirect after the network goes idle (the remote that owns the page
 * loads first), so the address is read until it is the expected one or 10 s pass; then whatever it is counts.
 */
async function visit(kind: Kind, path: string, want: string): Promise<string> {
  const page = pages.get(kind)!;
  await page.goto(`${ctx.site.url}${path}`);
  await settled.get(page)!(500);
  const deadline = Date.now() + 10_000;
  let got = await whereIs(page);
  while (got !== want && Date.now() < deadline) {
    await page.waitForTimeout(200);
    got = await whereIs(page);
  }
  return got;
}

describe('guarded pages per visitor kind', () => {
  const expectations: Array<[string, Record<Kind, string>]> = [
    ['/admin', { anonymous: '/users/login', inactive: '403', member: '403', moderator: '403', admin: '/admin/dashboard' }],
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
      for (const kind of Object.keys(want) as Kind[]) got[kind] = await visit(kind, path, want[kind]);
      assert.deepEqual(got, want);
    });
  }
});

test('a private site sends anonymous visitors to login, except on the ignored pages', async () => {
  const admin = await apiLogin(ctx.site);
  const current = await call<Record<string, unknown>>(ctx.site, 'GET', '/answer/admin/api/siteinfo/login', undefined, admin);
  assert.equal((await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/login', { ...current.data, login_required: true }, admin)).code, 200);
  try {
    const { page, settled: rest } = await openPage(ctx.browser);
    for (const path of ['/', '/questions', '/tags', '/users/settings']) {
      await page.goto(`${ctx.site.url}${path}`);
      await waitForPath(page, '/users/login');
    }
    for (const path of ['/users/register', '/users/account-recovery', '/users/password-reset?code=x']) {
      await page.goto(`${ctx.site.url}${path}`);
      await rest(500);
      assert.equal(new URL(page.url()).pathname, path.split('?')[0], `${path} stays open`);
    }
    // Members still get in.
    await logInUi(page, ctx.site, ADMIN.email, ADMIN.password);
    await page.getByTestId('nav-avatar').waitFor();
    await page.goto(`${ctx.site.url}/questions`);
    await rest(500);
    assert.equal(new URL(page.url()).pathname, '/questions');
  } finally {
    await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/login', { ...current.data, login_required: false }, admin);
  }
});
