// The admin's Customize pages in Chromium against the real server, checked by what members and visitors then see:
// a primary colour and a light navbar on the header (at once for the admin, without a reload), a dark scheme on
// pages of three remotes (the home list, a member's settings, the login parcel) that still pass axe, and custom
// code where Answer puts it: the CSS applied, the header and footer shown with their scripts and handlers gone, the
// head's <meta> in the page's source.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';
import { launchBrowser } from '../lib/browser.js';
import { ADMIN, removeDir, startSite, type Site } from '../lib/site.js';
import { openAs } from '../lib/ui.js';

const A = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
const MEMBER = { email: 'theo@example.com', password: 'theo-pass-1' };
let site: Site;
let browser: Browser;
let adminToken = '';

before(async () => {
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
  adminToken = await apiLogin(site);
  const added = await call(site, 'POST', `${ADMIN_API}/users`, { users: `theo, ${MEMBER.email}, ${MEMBER.password}` }, adminToken);
  assert.equal(added.code, 200, added.msg);
  const asked = await call(site, 'POST', `${A}/question`, {
    title: 'Which colours make a page easy to read?',
    content: 'A post so the home list is not empty in any theme.',
    tags: [{ slug_name: 'themes' }],
    content_type: 2,
  }, adminToken);
  assert.equal(asked.code, 200, asked.msg);
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

const asAdmin = (path: string) => openAs(browser, site, { email: ADMIN.email, password: ADMIN.password }, path);
const asMember = (path: string) => openAs(browser, site, MEMBER, path);
const asGuest = (path: string) => openAs(browser, site, null, path);

async function setTheme(color_scheme: string, navbar_style: string, primary_color: string) {
  const res = await call(site, 'PUT', `${ADMIN_API}/siteinfo/theme`, { theme: 'default', color_scheme, theme_config: { default: { navbar_style, primary_color } } }, adminToken);
  assert.equal(res.code, 200, res.msg);
}

/** The computed background of the first element matching `selector`, as rgb(). */
const background = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);
const waitForBackground = (page: Page, selector: string, rgb: string) =>
  page.waitForFunction(([s, c]) => { const el = document.querySelector(s!); return !!el && getComputedStyle(el).backgroundColor === c; }, [selector, rgb], { timeout: 15_000 });
/** Whether an rgb() colour is dark (its average channel under 80). */
const isDark = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (r! + g! + b!) / 3 < 80;
};
async function assertAxe(page: Page, what: string) {
  const problems = await blockingViolations(page);
  assert.deepEqual(problems, [], `${what}:\n${describeViolations(problems)}`);
}
/** Saves and waits for this save's toast (an earlier one may still be up). */
const save = async (page: Page, id: string) => {
  const toasts = page.getByText('Update successful.');
  const before = await toasts.count();
  await page.getByTestId(`${id}-save`).click();
  await toasts.nth(before).waitFor();
};

test("the admin's primary colour and a light navbar repaint the header at once, and members see them", async () => {
  const { page, errors } = await asAdmin('/admin/themes');
  await page.getByTestId('themes-form').waitFor();
  await page.getByTestId('themes-color-scheme').getByText('Light', { exact: true }).click();
  await page.getByTestId('themes-primary-color').click();
  const hex = page.locator('.ant-color-picker-hex-input input');
  await hex.fill('aa2200');
  await hex.press('Enter');
  await page.keyboard.press('Escape');
  await save(page, 'themes');
  // No reload: the saved theme reaches the admin's own header through the refetched siteinfo.
  await waitForBackground(page, '.ant-layout-header', 'rgb(170, 34, 0)');

  await page.getByTestId('themes-navbar-style').getByText('Light', { exact: true }).click();
  await save(page, 'themes');
  await waitForBackground(page, '.ant-layout-header', 'rgb(255, 255, 255)');
  assert.deepEqual(errors, []);
  await page.context().close();

  const member = await asMember('/');
  await member.page.getByTestId('post-list').waitFor();
  assert.equal(await background(member.page, '.ant-layout-header'), 'rgb(255, 255, 255)');
  await member.page.context().close();

  await setTheme('light', 'colored', '#aa2200');
  const guest = await asGuest('/');
  await guest.page.getByTestId('post-list').waitFor();
  assert.equal(await background(guest.page, '.ant-layout-header'), 'rgb(170, 34, 0)');
  // Before any script ran, the server's placeholder header was painted in the same colour.
  const html = await (await fetch(`${site.url}/`)).text();
  assert.match(html, /#boot-header\{[^}]*background:#aa2200/);
  await guest.page.context().close();
});

test('dark: the home list (mf-posts), the settings (mf-users) and the login parcel render dark and pass axe', async () => {
  const { page } = await asAdmin('/admin/themes');
  await page.getByTestId('themes-form').waitFor();
  await page.getByTestId('themes-color-scheme').getByText('Dark', { exact: true }).click();
  await save(page, 'themes');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.ok(isDark(await background(page, '.ant-layout')), 'the admin sees dark at once');
  await page.context().close();

  const member = await asMember('/');
  await member.page.getByTestId('post-list').waitFor();
  assert.equal(await member.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.ok(isDark(await background(member.page, '.ant-layout')), 'home page background');
  await assertAxe(member.page, 'home list, dark');
  await member.page.goto(`${site.url}/users/settings/profile`);
  const form = member.page.getByTestId('profile-form');
  await form.waitFor();
  assert.ok(isDark(await form.locator('input').first().evaluate((el) => getComputedStyle(el).backgroundColor)), 'settings inputs');
  await assertAxe(member.page, 'settings profile, dark');
  await member.page.context().close();

  const guest = await asGuest('/users/login');
  const login = guest.page.getByTestId('login-form');
  await login.waitFor();
  assert.ok(isDark(await login.getByLabel('Email').evaluate((el) => getComputedStyle(el).backgroundColor)), 'the login parcel follows the theme');
  await assertAxe(guest.page, 'login, dark');
  await guest.page.context().close();
  await setTheme('system', 'colored', '#0033ff');
});

test('custom code: the CSS applies, header and footer show without running their scripts, the head is in the source', async () => {
  const code = {
    custom_css: '[data-testid="site-footer"] { outline: 4px solid rgb(0, 128, 0); }',
    custom_head: '<meta name="e2e-check" content="themes"><script>window.__headRan = true;</script>',
    custom_header: '<div class="e2e-banner" style="font-weight: bold">Welcome banner<img src="/nowhere.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script></div>',
    custom_footer: '<p>Footer note <a href="javascript:window.__pwned = 3">link</a></p>',
    custom_sidebar: '<p class="e2e-side">Sidebar note</p>',
  };
  // Typed into the admin's CSS/HTML page and saved there.
  const { page: adminPage } = await asAdmin('/admin/css-html');
  await adminPage.getByTestId('css-html-form').waitFor();
  for (const [field, value] of Object.entries(code)) await adminPage.getByTestId(`css-html-${field}`).fill(value);
  await adminPage.getByTestId('css-html-save').click();
  await adminPage.getByText('Update successful.').waitFor();
  await adminPage.context().close();

  const source = await (await fetch(`${site.url}/`)).text();
  assert.match(/<head>([\s\S]*)<\/head>/.exec(source)![1]!, /<meta name="e2e-check" content="themes">/);

  const { page, errors } = await asMember('/');
  await page.getByTestId('custom-header').getByText('Welcome banner').waitFor();
  await page.getByTestId('custom-footer').getByText('Footer note').waitFor();
  await page.getByTestId('custom-sidebar').getByText('Sidebar note').waitFor();
  await page.waitForFunction(() => {
    const footer = document.querySelector('[data-testid="site-footer"]');
    return !!footer && getComputedStyle(footer).outlineColor === 'rgb(0, 128, 0)';
  });
  // The kept style, and the custom header above the site's header.
  assert.equal(await page.locator('.e2e-banner').evaluate((el) => getComputedStyle(el).fontWeight), '700');
  assert.ok(await page.evaluate(() => {
    const banner = document.querySelector('[data-testid="custom-header"]')!;
    const header = document.querySelector('.ant-layout-header')!;
    return !!(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING);
  }));
  await page.getByTestId('custom-footer').getByText('link').click().catch(() => undefined);
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, 'no script of the header or footer ran');
  // The head is the admin's raw HTML by design: its script runs.
  assert.equal(await page.evaluate(() => (window as unknown as { __headRan?: boolean }).__headRan), true);
  assert.deepEqual(errors, []);
  await page.context().close();
});
