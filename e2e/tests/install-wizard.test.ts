// A fresh data dir leads every page to the install wizard; finishing it in the browser opens the site.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { removeDir, startSite, type Site } from '../lib/site.js';

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

test('the wizard installs the site step by step, then the post list opens', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/questions`);
  await page.waitForURL(`${site.url}/install`);

  await page.getByTestId('install-language').getByRole('button', { name: 'Next' }).click();
  const database = page.getByTestId('install-database');
  await database.waitFor();
  await database.getByRole('button', { name: 'Next' }).click();

  const config = page.getByTestId('install-config');
  await config.waitFor();
  await config.getByRole('button', { name: 'Create the configuration and database' }).click();

  const form = page.getByTestId('install-base-info');
  await form.waitFor();
  await form.getByLabel('Site name').fill('x'.repeat(31));
  await form.getByLabel('Site URL').fill(site.url);
  await form.getByLabel('Contact email').fill('team@example.com');
  await form.getByLabel('Admin username').fill('founder');
  await form.getByLabel('Admin password').fill('short');
  await form.getByLabel('Admin email').fill('founder@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('Site name cannot exceed 30 characters.').waitFor();
  await form.getByText('Password length must be 8-32 characters.').waitFor();

  await form.getByLabel('Site name').fill('Garden of Answers');
  await form.getByLabel('Admin password').fill('founder-pass-1');
  await form.getByRole('button', { name: 'Next' }).click();

  await page.getByTestId('install-go-site').click();
  await page.getByTestId('slot-mf_posts').getByText('No posts yet').waitFor();
  await page.getByRole('banner').getByText('Garden of Answers').waitFor();

  const info = (await (await fetch(`${site.url}/answer/api/v1/siteinfo`)).json()) as { data: { general: { name: string } } };
  assert.equal(info.data.general.name, 'Garden of Answers');

  const login = await fetch(`${site.url}/answer/api/v1/user/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ e_mail: 'founder@example.com', pass: 'founder-pass-1' }),
  });
  const user = (await login.json()) as { data: { role_id: number; username: string } };
  assert.equal(login.status, 200);
  assert.deepEqual([user.data.username, user.data.role_id], ['founder', 2], 'the wizard created the admin');

  await page.goto(`${site.url}/install`);
  await page.getByTestId('install-already').waitFor();
  assert.deepEqual(errors, []);
});
