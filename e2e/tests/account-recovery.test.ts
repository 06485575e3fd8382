// Logging in, recovering a forgotten password through the emailed link, and what suspended and deleted members see.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { linkIn, nextMailTo } from '../lib/mail.js';
import { CAPTCHA_ANSWER } from '../lib/site.js';
import { here, logInUi, waitForPath } from '../lib/ui.js';
import { signUpMember, useMailSite } from '../lib/mail-site.js';

const ctx = useMailSite();

test('a wrong password is reported on the form; the right one logs in and returns to the page that asked for login', async () => {
  const m = await signUpMember(ctx, 'lena');
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/settings`);
  await waitForPath(page, '/users/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(m.email);
  await form.getByLabel('Password').fill('not-my-password');
  await form.getByRole('button', { name: 'Log in' }).click();
  await form.getByText('Email or password incorrect.').waitFor();

  await form.getByLabel('Password').fill(m.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, '/users/settings');
  await page.getByTestId('settings').waitFor();
  assert.deepEqual(errors, []);
});

test('a member who forgot the password resets it through the emailed link; the old password stops working', async () => {
  const m = await signUpMember(ctx, 'omar');
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await waitForPath(page, '/users/account-recovery');
  // The login page stays on screen until the recovery page's code has loaded (its Email field among them): fill
  // the recovery form's own.
  const form = page.getByTestId('recovery-form');
  await form.getByLabel('Email').fill(m.email);
  await form.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: 'Send recovery email' }).click();
  await page.getByText(`If an account uses ${m.email}, we sent a link`).waitFor();

  const link = linkIn(await nextMailTo(ctx.sink, m.email), '/users/password-reset');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
  await page.getByLabel('Repeat the new password').fill('brand-new-pass-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('The two passwords do not match.').waitFor();
  await page.getByLabel('Repeat the new password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Your password has been reset. Log in with the new password.').waitFor();

  const old = await call(ctx.site, 'POST', '/answer/api/v1/user/login/email', { e_mail: m.email, pass: m.password });
  assert.equal(old.code, 400, 'the old password no longer logs in');
  await logInUi(page, ctx.site, m.email, 'brand-new-pass-2');
  await page.getByTestId('nav-avatar').waitFor();
  assert.equal(here(page), '/');

  // The link was single use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-pass-333');
  await page.getByLabel('Repeat the new password').fill('third-pass-333');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await waitForPath(page, '/users/account-activation/failed');
  await page.getByText('This link has expired or has already been used. Please request a new one.').waitFor();
  assert.deepEqual(errors, []);
});

test('recovery answers the same for an address with no account, and sends no mail', async () => {
  const { page } = await openPage(ctx.browser);
  const before = ctx.sink.received.length;
  await page.goto(`${ctx.site.url}/users/account-recovery`);
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Send recovery email' }).click();
  await page.getByText('If an account uses nobody@e2e.test, we sent a link').waitFor();
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(ctx.sink.received.filter((m, i) => i >= before && m.to.includes('nobody@e2e.test')).length, 0);
});

test('a suspended member sees only the suspended page; their open session ends; unsuspended, they log in again', async () => {
  const m = await signUpMember(ctx, 'sam');
  const { page } = await openPage(ctx.browser);
  await logInUi(page, ctx.site, m.email, m.password);
  await page.getByTestId('nav-avatar').waitFor();

  const admin = await apiLogin(ctx.site);
  const res = await call(ctx.site, 'PUT', '/answer/admin/api/user/status', { user_id: m.id, status: 'suspended', suspend_duration: '7d' }, admin);
  assert.equal(res.code, 200, res.msg);

  // The open session stops working: the next page that needs the user finds them logged out or suspended.
  await page.goto(`${ctx.site.url}/users/settings`);
  await waitForPath(page, /^\/users\/(login|account-suspended)/);

  await logInUi(page, ctx.site, m.email, m.password);
  await waitForPath(page, '/users/account-suspended');
  await page.getByText('Your account has been suspended.').waitFor();
  await page.goto(`${ctx.site.url}/users/settings`);
  await waitForPath(page, /^\/users\/(login|account-suspended)/);

  const back = await call(ctx.site, 'PUT', '/answer/admin/api/user/status', { user_id: m.id, status: 'normal' }, admin);
  assert.equal(back.code, 200, back.msg);
  await logInUi(page, ctx.site, m.email, m.password);
  await page.getByTestId('nav-avatar').waitFor();
});

test('a deleted member cannot log in: the same message as a wrong password', async () => {
  const m = await signUpMember(ctx, 'dora');
  const admin = await apiLogin(ctx.site);
  const res = await call(ctx.site, 'PUT', '/answer/admin/api/user/status', { user_id: m.id, status: 'deleted' }, admin);
  assert.equal(res.code, 200, res.msg);
  const { page } = await openPage(ctx.browser);
  await logInUi(page, ctx.site, m.email, m.password);
  await page.getByTestId('login-form').getByText('Email or password incorrect.').waitFor();
});

test('after three wrong passwords the login form asks for the captcha; with it answered, the right password logs in', async () => {
  const m = await signUpMember(ctx, 'carl');
  // Failures count per address as well as per account, and the tests above failed from this address (the deleted
  // member): a successful login forgets them, so the three below are the only ones counted.
  const fresh = await call(ctx.site, 'POST', '/answer/api/v1/user/login/email', { e_mail: m.email, pass: m.password });
  assert.equal(fresh.code, 200, fresh.msg);
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/users/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(m.email);
  for (let i = 0; i < 3; i++) {
    assert.equal(await page.getByTestId('captcha-img').count(), 0, `no captcha after ${i} wrong password(s)`);
    await form.getByLabel('Password').fill(`wrong-pass-${i}`);
    // The answer to this attempt, not the message the previous one left on the form.
    const answered = page.waitForResponse((r) => r.url().endsWith('/user/login/email'));
    await form.getByRole('button', { name: 'Log in' }).click();
    assert.equal((await answered).status(), 400);
    await form.getByText('Email or password incorrect.').waitFor();
  }
  await page.getByTestId('captcha-img').waitFor();
  await form.getByLabel('Password').fill(m.password);
  await page.getByTestId('captcha-input').fill('NOPE');
  await form.getByRole('button', { name: 'Log in' }).click();
  await form.getByText('Verification failed.').waitFor();
  await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('nav-avatar').waitFor();
  assert.deepEqual(errors, []);
});
