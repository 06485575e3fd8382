// A hosting provider's user centre (spec: hosting agent): with config.yaml's `user_center_agent:` enabled, log in and
// sign up go to the provider's own addresses, with no rebuild and no database change; removing the section brings the
// site's own pages back. The "provider" here is a small page on another loopback origin.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { freePort } from '../lib/ports.js';
import { editConfig, removeDir, startSite, type Site } from '../lib/site.js';
import { waitForPath } from '../lib/ui.js';

let site: Site;
let browser: Browser;
let provider: Server;
let providerOrigin: string;

before(async () => {
  const port = await freePort();
  providerOrigin = `http://127.0.0.1:${port}`;
  provider = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<h1>Provider ${req.url}</h1>`);
  });
  await new Promise<void>((r) => provider.listen(port, '127.0.0.1', r));
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await new Promise((r) => provider?.close(r));
  if (site) removeDir(site.dataDir);
});

test('with the provider agent on, login and sign-up go to its addresses; without it, to the site\'s own pages', async () => {
  editConfig(site, {
    user_center_agent: {
      enabled: true,
      name: 'examplehost',
      display_name: 'Example Host',
      url: providerOrigin,
      login_redirect_url: `${providerOrigin}/login`,
      sign_up_redirect_url: `${providerOrigin}/signup`,
      enabled_original_user_system: false,
    },
  });
  const agent = (await (await fetch(`${site.url}/answer/api/v1/user-center/agent`)).json()) as { data: { enabled: boolean } };
  assert.equal(agent.data.enabled, true);

  const { page } = await openPage(browser);
  await page.goto(`${site.url}/users/login`);
  await page.getByRole('heading', { name: 'Provider /login' }).waitFor();
  await page.goto(`${site.url}/users/register`);
  await page.getByRole('heading', { name: 'Provider /signup' }).waitFor();
  // The header's buttons point there too.
  await page.goto(`${site.url}/`);
  assert.equal(await page.getByTestId('nav-login').getAttribute('href'), `${providerOrigin}/login`);

  editConfig(site, { user_center_agent: undefined });
  await page.goto(`${site.url}/users/login`);
  await page.getByTestId('login-form').waitFor();
  await waitForPath(page, '/users/login');
});
