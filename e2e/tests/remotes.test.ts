// A remote is deployed on its own origin by changing only the manifest, and a dead remote breaks only its slot.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ROOT, editConfig, removeDir, startSite, type Site } from '../lib/site.js';
import { serveStatic } from '../lib/static-server.js';

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

test('moving mf-posts to a second origin needs only a manifest change, and a dead remote breaks only its slot', async () => {
  const cdn = await serveStatic(join(ROOT, 'mf-posts', 'dist'));
  try {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    const slot = page.getByTestId('slot-mf_posts');
    // A new site has no posts: the slot shows the list's empty state.
    await slot.getByText('No posts yet').waitFor();
    assert.equal(await slot.getAttribute('data-remote-origin'), site.url, 'first served by the site itself');
    assert.equal(cdn.hits.length, 0);

    // Only the manifest changes, as an operator would change it: no rebuild, no restart.
    editConfig(site, { remotes: { mf_posts: `${cdn.origin}/mf-manifest.json` } });
    const manifest = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: { name: string; entry: string }[] };
    assert.equal(manifest.remotes.find((r) => r.name === 'mf_posts')?.entry, `${cdn.origin}/mf-manifest.json`);

    await page.reload();
    await page.getByTestId('slot-mf_posts').getByText('No posts yet').waitFor();
    assert.equal(await page.getByTestId('slot-mf_posts').getAttribute('data-remote-origin'), cdn.origin);
    assert.ok(cdn.hits.includes('/mf-manifest.json'), `the browser fetched the manifest from the second origin: ${cdn.hits}`);
    assert.ok(cdn.hits.some((h) => h.endsWith('.js')), 'and its code');

    await cdn.close();
    await page.reload();
    // The posts slot shows its fallback with a retry, while the layout and the other remotes keep working.
    await page.getByTestId('slot-fallback-mf_posts').waitFor();
    assert.ok(await page.getByRole('banner').isVisible(), 'the header is still there');
    await page.goto(`${site.url}/users/login`);
    await page.getByTestId('login-form').waitFor();
    assert.deepEqual(errors.filter((e) => !/mf_posts|mf-manifest|Failed to fetch|RUNTIME-00/.test(e)), []);
  } finally {
    await cdn.close().catch(() => {});
  }
});
