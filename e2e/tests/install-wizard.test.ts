// A fresh data dir leads every page to the install wizard; finishing it in the browser opens the site. Every stage
// of the initialisation is slowed down (INSTALL_STEP_DELAY_MS), so it takes longer than the client's 10 s request
// timeout, as it did on a busy machine: the wizard must follow the server's progress instead of waiting on a request.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { freePort } from '../lib/ports.js';
import { removeDir, startSite, type Site } from '../lib/site.js';

const SLOW = { INSTALL_STEP_DELAY_MS: '4000' }; // three stages: at least 12 s in all
const sites: Site[] = [];
let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const site of sites) {
    await site.stop();
    removeDir(site.dataDir);
  }
});

async function walkToConfigStep(page: Page): Promise<void> {
  await page.getByTestId('install-language').getByRole('button', { name: 'Next' }).click();
  const database = page.getByTestId('install-database');
  await database.waitFor();
  await database.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('install-config').waitFor();
}

async function fillSiteAndAdmin(page: Page, site: Site, siteName: string): Promise<void> {
  const form = page.getByTestId('install-base-info');
  await form.waitFor({ timeout: 90_000 });
  await form.getByLabel('Site name').fill(siteName);
  await form.getByLabel('Site URL').fill(site.url);
  await form.getByLabel('Contact email').fill('team@example.com');
  await form.getByLabel('Admin username').fill('founder');
  await form.getByLabel('Admin password').fill('founder-pass-1');
  await form.getByLabel('Admin email').fill('founder@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
}

async function adminLogsIn(site: Site): Promise<void> {
  const login = await fetch(`${site.url}/answer/api/v1/user/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ e_mail: 'founder@example.com', pass: 'founder-pass-1' }),
  });
  const user = (await login.json()) as { data: { role_id: number; username: string } };
  assert.equal(login.status, 200);
  assert.deepEqual([user.data.username, user.data.role_id], ['founder', 2], 'the wizard created the admin');
}

const stageInProcess = (page: Page, title: string) =>
  page.getByTestId('install-stages').locator('.ant-steps-item-process', { hasText: title }).waitFor({ timeout: 60_000 });

test('the wizard walks all five steps on a slow machine, showing the progress of step 3, then the site opens', async () => {
  const site = await startSite({ env: SLOW });
  sites.push(site);
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/questions`);
  await page.waitForURL(`${site.url}/install`);
  await page.getByRole('heading', { level: 1, name: 'Install the site' }).waitFor();

  await walkToConfigStep(page);
  const started = Date.now();
  await page.getByTestId('install-config').getByRole('button', { name: 'Create the configuration and database' }).click();
  await stageInProcess(page, 'Open the database');
  await page.getByText('You can reload this page or close it: the work goes on.').waitFor();

  // A second tab opened meanwhile shows the same progress instead of starting again.
  const second = await openPage(browser);
  await second.page.goto(`${site.url}/install`);
  await stageInProcess(second.page, 'Create the tables');
  await stageInProcess(page, 'Create the tables');
  await stageInProcess(page, 'Save the configuration');
  await second.page.getByTestId('install-base-info').waitFor({ timeout: 60_000 });
  await second.page.close();

  // Step 4 only once the database is ready, longer than the client's 10 s request timeout after the click.
  const form = page.getByTestId('install-base-info');
  await form.waitFor({ timeout: 60_000 });
  assert.ok(Date.now() - started > 10_000, 'the initialisation outlasted one request timeout');
  assert.equal(await page.getByTestId('install-init-error').count(), 0);

  await form.getByLabel('Site name').fill('x'.repeat(31));
  await form.getByLabel('Admin password').fill('short');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('Site name cannot exceed 30 characters.').waitFor();
  await form.getByText('Password length must be 8-32 characters.').waitFor();
  await fillSiteAndAdmin(page, site, 'Garden of Answers');

  // Step 5.
  await page.getByText('The site is installed.').waitFor();
  await page.getByTestId('install-go-site').click();
  await page.getByRole('banner').getByText('Garden of Answers').waitFor();
  await page.getByTestId('slot-mf_posts').getByText('No posts yet').waitFor();

  const info = (await (await fetch(`${site.url}/answer/api/v1/siteinfo`)).json()) as { data: { general: { name: string } } };
  assert.equal(info.data.general.name, 'Garden of Answers');
  await adminLogsIn(site);

  await page.goto(`${site.url}/install`);
  await page.getByTestId('install-already').waitFor();
  assert.deepEqual(errors, []);
});

test('the server killed in the middle of step 3: after a restart the wizard says so, runs it again and installs', async () => {
  const port = await freePort();
  let site = await startSite({ env: SLOW, port });
  sites.push(site);
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/install`);
  await walkToConfigStep(page);
  await page.getByTestId('install-config').getByRole('button', { name: 'Create the configuration and database' }).click();
  await stageInProcess(page, 'Create the tables');

  await site.kill();
  await page.getByTestId('install-lost-contact').waitFor({ timeout: 15_000 });

  // The same data dir and address, as an operator restarting it would have; this time at full speed.
  sites.pop();
  site = await startSite({ dataDir: site.dataDir, port });
  sites.push(site);
  const error = page.getByTestId('install-init-error');
  await error.waitFor({ timeout: 30_000 });
  assert.match(await error.innerText(), /interrupted before it finished/);

  // Neither the site nor the wizard claims an install that never finished, and nothing loops.
  const reloaded = await openPage(browser);
  await reloaded.page.goto(`${site.url}/`);
  await reloaded.page.waitForURL(`${site.url}/install`);
  await reloaded.page.getByTestId('install-init-error').waitFor();
  assert.equal(await reloaded.page.getByTestId('install-already').count(), 0);
  await reloaded.page.close();

  await page.getByRole('button', { name: 'Run it again' }).click();
  await fillSiteAndAdmin(page, site, 'Second Try');
  await page.getByText('The site is installed.').waitFor();
  await adminLogsIn(site);
  await page.getByTestId('install-go-site').click();
  await page.getByRole('banner').getByText('Second Try').waitFor();
});
