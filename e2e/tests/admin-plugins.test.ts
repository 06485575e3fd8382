// Plugins in Chromium against the real server, with the demo connector plugin loaded from config.yaml: the admin
// switches it off and on (a visitor's login button goes and comes back, no restart), configures it through its page
// (the value stays after a reload, and its page at /demo-login shows it), and a member saves their own plugin setting.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ADMIN, DEMO_LOGIN_PLUGIN, removeDir, startSite, type Site } from '../lib/site.js';
import { clickInPopup, openAs } from '../lib/ui.js';

let site: Site;
let browser: Browser;
const MEMBER = { email: 'mia@e2e.test', password: 'mia-pass-123' };

before(async () => {
  site = await startSite({ autoInstall: true, plugins: [DEMO_LOGIN_PLUGIN] });
  const res = await call(site, 'POST', '/answer/admin/api/users', { users: `mia, ${MEMBER.email}, ${MEMBER.password}` }, await apiLogin(site));
  assert.equal(res.code, 200, res.msg);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

const asAdmin = (path: string) => openAs(browser, site, { email: ADMIN.email, password: ADMIN.password }, path);

/** Whether a visitor's login page offers the plugin's button (the page is read once its form is there). */
async function visitorSeesButton(): Promise<boolean> {
  const { page } = await openPage(browser);
  // The buttons come from GET connector/info, read with the page: look once that answer has arrived and is shown.
  const buttons = page.waitForResponse((r) => r.url().includes('/answer/api/v1/connector/info'));
  await page.goto(`${site.url}/users/login`);
  await buttons;
  await page.getByTestId('login-form').waitFor();
  await page.waitForTimeout(300);
  const seen = await page.getByRole('link', { name: 'Log in with Demo ID' }).isVisible();
  await page.context().close();
  return seen;
}

async function expectAccessible(page: Page) {
  const problems = await blockingViolations(page);
  assert.equal(problems.length, 0, describeViolations(problems));
}

async function flip(page: Page, expected: 'true' | 'false') {
  const toggle = page.getByRole('switch', { name: 'Enable Demo login' });
  await toggle.click();
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="plugin-switch-demo_login"]')?.getAttribute('aria-checked') === want,
    expected,
  );
}

test('the admin sees the plugin installed; switching it off removes the login button for visitors at once, on brings it back', async () => {
  assert.equal(await visitorSeesButton(), true);
  const { page, errors } = await asAdmin('/admin/installed-plugins');
  const row = page.getByRole('row').filter({ hasText: 'Demo login' });
  await row.getByText('Login connector').waitFor();
  await page.getByRole('row').filter({ hasText: 'Basic captcha' }).waitFor();
  await expectAccessible(page);

  await flip(page, 'false');
  assert.equal(await visitorSeesButton(), false);
  const start = await fetch(`${site.url}/answer/api/v1/demo-login/start`, { redirect: 'manual' });
  assert.equal(start.status, 404, 'its login route refuses while it is off');

  await flip(page, 'true');
  assert.equal(await visitorSeesButton(), true);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the admin saves the plugin's config through its form; the value shows after a reload and on the plugin's page", async () => {
  const { page } = await asAdmin('/admin/installed-plugins');
  // The plugins group of the admin menu lists the configurable plugin's page.
  await page.getByTestId('admin-menu').getByRole('menuitem', { name: 'Demo login' }).click();
  const greeting = page.getByLabel('Greeting');
  await greeting.waitFor();
  assert.equal(await greeting.inputValue(), 'Hello from Demo ID');
  await greeting.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('This field is required.').waitFor();

  await greeting.fill('Welcome to the demo');
  await page.getByLabel('Client secret').fill('demo-secret-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Update successful.').waitFor();

  await page.reload();
  await page.getByLabel('Greeting').waitFor();
  assert.equal(await page.getByLabel('Greeting').inputValue(), 'Welcome to the demo');
  assert.equal(await page.getByLabel('Client secret').inputValue(), '********', 'the secret is never shown again');
  await expectAccessible(page);
  await page.context().close();

  const { page: guest } = await openAs(browser, site, null, '/demo-login');
  await guest.getByRole('heading', { name: 'Demo login' }).waitFor();
  await guest.getByTestId('plugin-page-content').getByText('Welcome to the demo').waitFor();
  await guest.context().close();
});

test('a member saves their own setting of the plugin under their settings', async () => {
  const { page } = await openAs(browser, site, MEMBER, '/users/settings');
  await clickInPopup(page.getByRole('menu', { name: 'Settings' }).getByRole('menuitem', { name: 'Demo login' }));
  const badge = page.getByRole('switch', { name: 'Show my Demo ID badge' });
  await badge.waitFor();
  assert.equal(await badge.getAttribute('aria-checked'), 'false');
  await badge.click();
  await page.getByLabel('Demo ID nickname').fill('mia-demo');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Update successful.').waitFor();

  await page.reload();
  await page.getByLabel('Demo ID nickname').waitFor();
  assert.equal(new URL(page.url()).pathname, '/users/settings/demo_login');
  assert.equal(await page.getByRole('switch', { name: 'Show my Demo ID badge' }).getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByLabel('Demo ID nickname').inputValue(), 'mia-demo');
  await expectAccessible(page);
  await page.context().close();
});
