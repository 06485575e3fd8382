// A member who signed up but has not activated yet: resending the activation mail (through the captcha dialog),
// fixing a mistyped address from the inactive page, and logging out (which ends the session on the server too).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { linkIn, nextMailTo } from '../lib/mail.js';
import { CAPTCHA_ANSWER } from '../lib/site.js';
import { clickInPopup, waitForPath } from '../lib/ui.js';
import { useMailSite } from '../lib/mail-site.js';

const ctx = useMailSite();



test('resend activation, fix a mistyped address from the inactive page, then log out', async () => {
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/register`);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill('typo');
  await form.getByLabel('Email').fill('typo@e2e.tset');
  await form.getByLabel('Password').fill('typo-pass-123');
  await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await page.getByTestId('inactive-panel').waitFor();
  const first = linkIn(await nextMailTo(ctx.sink, 'typo@e2e.tset'), '/users/account-activation');

  // Resend: the captcha dialog first, then a new mail; only the newest link works.
  await page.getByRole('button', { name: 'Resend activation email' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Sent successfully.').first().waitFor();
  const second = linkIn(await nextMailTo(ctx.sink, 'typo@e2e.tset'), '/users/account-activation');
  assert.notEqual(second, first);
  const old = await call(ctx.site, 'POST', '/answer/api/v1/user/email/verification', { code: new URL(first).searchParams.get('code') });
  assert.equal(old.code, 403, 'the older link stopped working');

  // The address was mistyped: change it from the inactive page; the confirmation goes to the new one.
  await page.getByRole('link', { name: 'Change email' }).click();
  await waitForPath(page, '/users/change-email');
  await page.getByLabel('New email').fill('typo@e2e.test');
  await page.getByLabel('Password').fill('typo-pass-123');
  await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Send confirmation email' }).click();
  await page.getByText('We sent a confirmation link to typo@e2e.test').waitFor();
  await page.goto(linkIn(await nextMailTo(ctx.sink, 'typo@e2e.test'), '/users/confirm-new-email'));
  await page.getByText('Your email has been changed.').waitFor();

  // Confirming the new address proved the mailbox: the member can use the site now.
  await page.goto(`${ctx.site.url}/users/settings/account`);
  assert.equal(await page.getByTestId('current-email').innerText(), 'typo@e2e.test');
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('site.token') ?? '{}') as { value?: string }).value ?? '');
  const me = await call<{ mail_status: number } | null>(ctx.site, 'GET', '/answer/api/v1/user/info', undefined, token);
  assert.equal(me.data?.mail_status, 1);

  // Log out from the avatar menu: the header offers Log in again and the old token no longer works.
  // Each step awaited on its own, so a failure says which one did not happen: the menu's click, the server's
  // logout, the way home, the header's Log in.
  await page.getByTestId('nav-avatar').click();
  const [loggedOut] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/answer/api/v1/user/logout'),
    clickInPopup(page.getByRole('menuitem', { name: 'Log out' })),
  ]);
  assert.equal(loggedOut.status(), 200);
  await waitForPath(page, '/');
  await page.getByTestId('nav-login').waitFor();
  const after = await call(ctx.site, 'GET', '/answer/api/v1/user/info', undefined, token);
  assert.equal(after.data, null, 'the session ended on the server');
  assert.deepEqual(errors, []);
});
