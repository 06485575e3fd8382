// The admin's settings pages in Chromium against the real server, each checked by what members then see: a new
// site name in the header, dates in a new time zone, an uploaded logo in the header, terms of service at /tos
// (a script in them stripped, and readable without login on a private site), a test mail the local SMTP server
// receives, registrations closed, a profile field members may no longer change, recommended and reserved tags on the
// ask page, and robots.txt.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { nextMailTo } from '../lib/mail.js';
import { signUpMember, useMailSite } from '../lib/mail-site.js';
import { png } from '../lib/png.js';
import { ADMIN } from '../lib/site.js';
import { clickInPopup, openAs } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let adminToken = '';
let questionId = '';
let createdAt = 0;

before(async () => {
  await ctx.ready;
  adminToken = await apiLogin(ctx.site);
  const asked = await call<{ id: string }>(
    ctx.site,
    'POST',
    `${A}/question`,
    { title: 'When was this question asked here?', content: 'A question for the settings test.', tags: [{ slug_name: 'e2e-settings' }], content_type: 1 },
    adminToken,
  );
  assert.equal(asked.code, 200, asked.msg);
  questionId = asked.data.id;
  createdAt = (await call<{ create_time: number }>(ctx.site, 'GET', `${A}/question/info?id=${questionId}`, undefined, adminToken)).data.create_time;
});

const asAdmin = (path: string) => openAs(ctx.browser, ctx.site, { email: ADMIN.email, password: ADMIN.password }, path);
const asGuest = (path: string) => openAs(ctx.browser, ctx.site, null, path);

async function save(page: Page, id: string): Promise<void> {
  await page.getByTestId(`${id}-save`).click();
  await page.getByText('Update successful.').waitFor();
}

test('general: the admin renames the site; the header shows the new name at once, and to visitors', async () => {
  const { page } = await asAdmin('/admin/general');
  const name = page.getByTestId('general-name');
  await name.fill('');
  await page.getByTestId('general-settings-save').click();
  await page.getByText('Site name cannot be empty.').waitFor();
  await name.fill('Bread Makers');
  await page.getByTestId('general-short-description').fill('Crumbs and crusts');
  await save(page, 'general-settings');
  await page.waitForFunction(() => document.querySelector('[data-testid="site-name"]')?.textContent === 'Bread Makers');

  const guest = await asGuest('/');
  await guest.page.getByTestId('site-name').getByText('Bread Makers').waitFor();
  await guest.page.getByTestId('site-footer').getByText('Bread Makers · Crumbs and crusts').waitFor();
  await page.context().close();
  await guest.page.context().close();
});

test("interface: the admin picks a time zone; members' dates are shown in it", async () => {
  const full = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(createdAt * 1000).replace(/\s+/g, ' ');
  const shown = async () => {
    const { page } = await asGuest(`/questions/${questionId}`);
    const time = page.getByTestId('question-time');
    await time.waitFor();
    const title = ((await time.getAttribute('title')) ?? '').replace(/\s+/g, ' ');
    await page.context().close();
    return title;
  };
  assert.equal(await shown(), full('UTC'));

  const { page } = await asAdmin('/admin/interface');
  const zone = page.getByTestId('interface-time-zone').getByRole('combobox');
  await zone.click();
  await zone.fill('Asia/Tokyo');
  await clickInPopup(page.locator('.ant-select-item-option[title="Tokyo"]'));
  await save(page, 'interface-settings');
  await page.context().close();

  assert.equal(await shown(), full('Asia/Tokyo'));
  assert.notEqual(full('Asia/Tokyo'), full('UTC'));
});

test('branding: the admin uploads a logo; the header shows it instead of the name', async () => {
  const { page } = await asAdmin('/admin/branding');
  await page.getByTestId('branding-settings-form').waitFor();
  await page.getByTestId('branding-logo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await page.getByRole('alert').filter({ hasText: /image/i }).waitFor();
  await page.getByTestId('branding-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png() });
  const preview = page.getByTestId('branding-logo-preview');
  await preview.waitFor();
  const src = (await page.locator('[data-testid="branding-logo-preview"] img, img[data-testid="branding-logo-preview"]').first().getAttribute('src')) ?? '';
  assert.match(src, /^\/uploads\/branding\/[0-9a-f]{32}\.png$/);
  await save(page, 'branding-settings');
  await page.context().close();

  const guest = await asGuest('/');
  const logo = guest.page.getByTestId('site-name').locator('img');
  await logo.waitFor();
  assert.equal(await logo.getAttribute('src'), src);
  assert.equal(await logo.getAttribute('alt'), 'Bread Makers');
  // The image is served.
  assert.equal(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
  await guest.page.context().close();
});

test('legal: the admin writes the terms in markdown; /tos shows them with the script stripped', async () => {
  const { page } = await asAdmin('/admin/legal');
  await page.getByTestId('legal-tos').fill('# House rules\n\nBe **kind** to bakers.\n\n<script>window.__pwned = 1</script>\n\n<img src=x onerror="window.__pwned = 2">');
  await save(page, 'legal-settings');
  await page.context().close();

  const guest = await asGuest('/');
  await guest.page.getByTestId('footer-tos').click();
  const text = guest.page.getByTestId('legal-tos-text');
  await text.getByRole('heading', { name: 'House rules' }).waitFor();
  assert.equal(await text.locator('strong').innerText(), 'kind');
  assert.equal(await text.locator('script').count(), 0);
  assert.equal(await text.locator('[onerror]').count(), 0);
  assert.equal(await guest.page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
  await guest.page.context().close();
});

test('legal: on a private site a visitor reads the terms and the privacy policy, and opens an unsubscribe link, without logging in', async () => {
  const legal = await call<Record<string, string>>(ctx.site, 'GET', '/answer/admin/api/siteinfo/legal', undefined, adminToken);
  const saved = await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/legal', { ...legal.data, privacy_policy_original_text: 'We keep **few** records.' }, adminToken);
  assert.equal(saved.code, 200, saved.msg);
  const login = await call<Record<string, unknown>>(ctx.site, 'GET', '/answer/admin/api/siteinfo/login', undefined, adminToken);
  assert.equal((await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/login', { ...login.data, login_required: true }, adminToken)).code, 200);
  try {
    const guest = await asGuest('/tos');
    await guest.page.getByTestId('legal-tos-text').getByRole('heading', { name: 'House rules' }).waitFor();
    assert.equal(new URL(guest.page.url()).pathname, '/tos');
    await guest.page.goto(`${ctx.site.url}/privacy`);
    await guest.page.getByText('records.').waitFor();
    assert.equal(new URL(guest.page.url()).pathname, '/privacy');
    // A mail's unsubscribe link is answered by its own page, not the login page: with a code that names nothing that
    // page sends the visitor on to the failure page (which a private site leaves open too).
    await guest.page.goto(`${ctx.site.url}/users/unsubscribe?code=not-a-real-code`);
    await guest.page.waitForURL((u) => u.pathname === '/users/account-activation/failed');
    // Everything else still asks to log in.
    await guest.page.goto(`${ctx.site.url}/questions`);
    await guest.page.waitForURL((u) => u.pathname === '/users/login');
    await guest.page.context().close();
  } finally {
    await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/login', { ...login.data, login_required: false }, adminToken);
  }
});

test('smtp: "Send a test mail" saves and sends one; the SMTP server receives it', async () => {
  const { page } = await asAdmin('/admin/smtp');
  await page.getByTestId('smtp-settings-form').waitFor();
  assert.equal(await page.getByTestId('smtp-host').inputValue(), '127.0.0.1');
  await page.getByTestId('smtp-from-name').fill('Bread Mail');
  await page.getByTestId('smtp-test-recipient').fill('tester@e2e.test');
  await page.getByTestId('smtp-send-test').click();
  await page.getByText('Sent successfully.').waitFor();
  const mail = await nextMailTo(ctx.sink, 'tester@e2e.test');
  assert.match(mail.header('from'), /Bread Mail/, 'sent with the saved from name');
  await page.context().close();
});

test('login: the admin closes registrations; visitors lose the Sign up button and the sign-up page, the server refuses', async () => {
  const { page } = await asAdmin('/admin/login');
  const open = page.getByTestId('login-allow_new_registrations');
  assert.equal(await open.getAttribute('aria-checked'), 'true');
  await open.click();
  await save(page, 'login-settings');
  try {
    const guest = await asGuest('/');
    await guest.page.getByTestId('nav-login').waitFor();
    assert.equal(await guest.page.getByTestId('nav-signup').count(), 0);
    await guest.page.goto(`${ctx.site.url}/users/register`);
    await guest.page.waitForURL((u) => u.pathname === '/');
    const record = await call<{ captcha_id: string }>(ctx.site, 'GET', `${A}/user/action/record?action=e_mail`);
    const refused = await call(ctx.site, 'POST', `${A}/user/register/email`, {
      name: 'latecomer',
      e_mail: 'latecomer@e2e.test',
      pass: 'latecomer-pass-1',
      captcha_id: record.data.captcha_id,
      captcha_code: 'E2E1',
    });
    assert.notEqual(refused.code, 200);
    await guest.page.context().close();
  } finally {
    // Reopened through the page, as the admin would: the later tests sign members up.
    await page.reload();
    await page.getByTestId('login-allow_new_registrations').click();
    await save(page, 'login-settings');
    await page.context().close();
  }
});

test('user settings: with display names locked, a member finds the field disabled on their profile settings', async () => {
  const uma = await signUpMember(ctx, 'uma');
  const { page } = await asAdmin('/admin/settings-users');
  const allow = page.getByTestId('users-allow_update_display_name');
  if ((await allow.getAttribute('aria-checked')) === 'true') await allow.click();
  await save(page, 'users-settings');
  await page.context().close();

  const member = await openAs(ctx.browser, ctx.site, uma, '/users/settings/profile');
  const form = member.page.getByTestId('profile-form');
  await form.waitFor();
  assert.equal(await form.getByLabel('Display name').isDisabled(), true);
  assert.equal(await form.getByLabel('Username').isDisabled(), (await call<{ allow_update_username: boolean }>(ctx.site, 'GET', '/answer/admin/api/siteinfo/users', undefined, adminToken)).data.allow_update_username === false);
  await member.page.context().close();
});

test('write: a recommended tag is offered on the ask page, a reserved one marked and refused to a member', async () => {
  const { page } = await asAdmin('/admin/write');
  await page.getByTestId('write-settings-form').waitFor();
  const addTag = async (testId: string, slug: string) => {
    await page.getByTestId(testId).locator('input').fill(slug);
    await page.getByTestId(testId).locator('input').press('Enter');
  };
  await addTag('write-recommend-tags', 'e2e-settings');
  await addTag('write-reserved-tags', 'e2e-settings');
  await save(page, 'write-settings');
  await page.context().close();

  const vera = await signUpMember(ctx, 'vera');
  const member = await openAs(ctx.browser, ctx.site, vera, '/questions/ask');
  const offered = member.page.getByTestId('recommended-tag-e2e-settings');
  await offered.waitFor();
  assert.match(await offered.innerText(), /\(reserved\)/);
  const token = await apiLogin(ctx.site, vera.email, vera.password);
  const refused = await call(
    ctx.site,
    'POST',
    `${A}/question`,
    { title: 'May a member use the reserved tag here?', content: 'Trying the reserved tag as a member.', tags: [{ slug_name: 'e2e-settings' }], content_type: 1 },
    token,
  );
  assert.notEqual(refused.code, 200);
  await member.page.context().close();
});

test('seo: the robots text the admin writes is what /robots.txt answers', async () => {
  const { page } = await asAdmin('/admin/seo');
  const robots = page.getByTestId('seo-robots');
  await robots.fill('User-agent: *\nDisallow: /bakery-secrets/');
  await save(page, 'seo-settings');
  await page.context().close();
  const res = await fetch(`${ctx.site.url}/robots.txt`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /Disallow: \/bakery-secrets\//);
});
