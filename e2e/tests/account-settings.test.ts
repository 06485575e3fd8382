// A member's settings pages against the real server: profile (with an uploaded picture), password, email change by
// emailed link, notifications and interface language; each change is checked where a member would see it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { call } from '../lib/api.js';
import { png } from '../lib/png.js';
import { openPage } from '../lib/browser.js';
import { linkIn, nextMailTo } from '../lib/mail.js';
import { CAPTCHA_ANSWER } from '../lib/site.js';
import { logInUi, waitForPath } from '../lib/ui.js';
import { signUpMember, useMailSite } from '../lib/mail-site.js';

const ctx = useMailSite();

async function loggedIn(name: string): Promise<{ page: Page; errors: string[]; email: string; password: string }> {
  const m = await signUpMember(ctx, name);
  const { page, errors } = await openPage(ctx.browser);
  await logInUi(page, ctx.site, m.email, m.password);
  await page.getByTestId('nav-avatar').waitFor();
  return { page, errors, ...m };
}

test('profile: a new display name, a markdown bio and an uploaded picture are saved and shown after a reload', async () => {
  const { page, errors } = await loggedIn('pia');
  await page.goto(`${ctx.site.url}/users/settings/profile`);
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Display name').fill('Pia P.');
  await form.getByLabel('About me').fill('I like **bold** ideas <script>alert(1)</script>');
  await form.getByLabel('Website').fill('not a url');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Website URL format is incorrect.').waitFor();
  await form.getByLabel('Website').fill('https://pia.example');

  await form.getByRole('radio', { name: 'Custom image' }).check();
  await form.getByLabel('Upload image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await page.waitForFunction(() => document.querySelector('[data-testid="avatar-preview"] img')?.getAttribute('src')?.includes('/uploads/'));
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Update successful.').waitFor();

  await page.reload();
  await page.getByTestId('profile-form').waitFor();
  assert.equal(await page.getByTestId('profile-form').getByLabel('Display name').inputValue(), 'Pia P.');
  const src = await page.locator('[data-testid="avatar-preview"] img').getAttribute('src');
  assert.ok(src?.includes('/uploads/'), `the uploaded picture is the avatar: ${src}`);
  const picture = await fetch(new URL(src!, ctx.site.url));
  assert.equal(picture.status, 200);
  assert.equal(picture.headers.get('content-type'), 'image/png');
  assert.equal(picture.headers.get('x-content-type-options'), 'nosniff');

  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('site.token') ?? '{}') as { value?: string }).value ?? '');
  const me = await call<{ bio_html: string; display_name: string }>(ctx.site, 'GET', '/answer/api/v1/user/info', undefined, token);
  assert.equal(me.data.display_name, 'Pia P.');
  assert.match(me.data.bio_html, /<strong>bold<\/strong>/);
  assert.doesNotMatch(me.data.bio_html, /<script/);
  assert.deepEqual(errors, []);
});

test('password: the current one is required; after the change only the new one logs in', async () => {
  const { page, errors, email, password } = await loggedIn('paul');
  await page.goto(`${ctx.site.url}/users/settings/account`);
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByTestId('change-password-form');
  await form.getByLabel('Current password').fill('wrong-old-pass');
  await form.getByLabel('New password', { exact: true }).fill('paul-new-pass-2');
  await form.getByLabel('Repeat new password').fill('paul-new-pass-2');
  await solveIfAsked(page);
  await form.getByRole('button', { name: 'Update password' }).click();
  await form.getByText('The old password is incorrect.').waitFor();
  await form.getByLabel('Current password').fill(password);
  await solveIfAsked(page);
  await form.getByRole('button', { name: 'Update password' }).click();
  await page.getByText('Password updated successfully.').waitFor();

  assert.equal((await call(ctx.site, 'POST', '/answer/api/v1/user/login/email', { e_mail: email, pass: password })).code, 400);
  assert.equal((await call(ctx.site, 'POST', '/answer/api/v1/user/login/email', { e_mail: email, pass: 'paul-new-pass-2' })).code, 200);
  assert.deepEqual(errors, []);
});

test('email: the confirmation link goes to the new address and, once opened, the account uses it', async () => {
  const { page, errors, password } = await loggedIn('eve');
  await page.goto(`${ctx.site.url}/users/settings/account`);
  await page.getByRole('button', { name: 'Change email' }).click();
  const form = page.getByTestId('change-email-form');
  await form.getByLabel('New email').fill('eve.new@e2e.test');
  await form.getByLabel('Current password').fill(password);
  await solveIfAsked(page);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await page.getByText('We sent a confirmation link to eve.new@e2e.test').waitFor();

  const link = linkIn(await nextMailTo(ctx.sink, 'eve.new@e2e.test'), '/users/confirm-new-email');
  await page.goto(link);
  await page.getByText('Your email has been changed.').waitFor();
  await page.goto(`${ctx.site.url}/users/settings/account`);
  assert.equal(await page.getByTestId('current-email').innerText(), 'eve.new@e2e.test');
  assert.equal((await call(ctx.site, 'POST', '/answer/api/v1/user/login/email', { e_mail: 'eve.new@e2e.test', pass: password })).code, 200);
  assert.deepEqual(errors, []);
});

test('notifications and interface: a switched-off inbox stays off; choosing 简体中文 turns the site Chinese at once', async () => {
  const { page, errors } = await loggedIn('zoe');
  await page.goto(`${ctx.site.url}/users/settings/notify`);
  const notify = page.getByTestId('notify-form');
  const inbox = notify.getByRole('switch', { name: 'Inbox: answers, comments and invitations for me' });
  assert.equal(await inbox.getAttribute('aria-checked'), 'true', 'the inbox is on by default');
  await inbox.click();
  await notify.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Update successful.').waitFor();
  await page.reload();
  await page.getByTestId('notify-form').waitFor();
  assert.equal(await page.getByTestId('notify-form').getByRole('switch', { name: 'Inbox: answers, comments and invitations for me' }).getAttribute('aria-checked'), 'false');

  await page.goto(`${ctx.site.url}/users/settings/interface`);
  const iface = page.getByTestId('interface-form');
  await iface.getByLabel('Language').click();
  await page.getByTitle('简体中文').click();
  await iface.getByRole('button', { name: 'Save' }).click();
  await page.getByText('更新成功').first().waitFor();
  await page.reload();
  await page.getByTestId('interface-form').waitFor();
  await page.getByText('语言').first().waitFor();
  assert.deepEqual(errors, []);
});

/** Forms that send mail or change a password show a captcha when the server asks for one. */
async function solveIfAsked(page: Page): Promise<void> {
  const input = page.getByTestId('captcha-input');
  if ((await input.count()) > 0) await input.fill(CAPTCHA_ANSWER);
}

test('settings need a login: an anonymous visitor goes to the login page and comes back after it', async () => {
  const m = await signUpMember(ctx, 'quinn');
  const { page } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/settings/account`);
  await waitForPath(page, '/users/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(m.email);
  await form.getByLabel('Password').fill(m.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, '/users/settings/account');
  await page.getByTestId('account-settings').waitFor();
});
