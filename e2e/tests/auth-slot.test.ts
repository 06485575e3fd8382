// A hosting provider replaces the login by pointing the manifest's `auth:` at its own remote: no shell rebuild, no
// restart. The provider is e2e/fixtures/provider-auth (MF name provider_auth, one of no built-in names), served
// from its own origin; the only change is DATA_DIR/config.yaml.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ROOT, editConfig, removeDir, startSite, type Site } from '../lib/site.js';
import { serveStatic } from '../lib/static-server.js';

const FIXTURE_DIST = join(ROOT, 'e2e', 'fixtures', 'provider-auth', 'dist');

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

/**
 * What the browser got for the shell itself: the built HTML document (without what the server adds per request: the
 * boot data, which carries the manifest, and the preload hints) and the scripts it names on the site's origin.
 */
async function shellFiles(page: Page, html: string) {
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  const built = html.replace(/<script id="boot-data"[^>]*>.*?<\/script>\n?/s, '').replace(/<link rel="preload"[^>]*>\n?/g, '');
  return { html: built, scripts: scripts.filter((src) => src.startsWith(site.url)) };
}

test('pointing the manifest at a provider remote swaps the login without rebuilding the shell', async () => {
  assert.ok(statSync(join(FIXTURE_DIST, 'mf-manifest.json')).isFile(), 'run `node scripts/build.mjs --e2e-fixtures` first');
  const shellIndex = join(ROOT, 'shell', 'dist', 'index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const provider = await serveStatic(FIXTURE_DIST);
  try {
    const { page, errors } = await openPage(browser);
    let res = await page.goto(`${site.url}/users/login`);
    const slot = page.getByTestId('slot-auth');
    await slot.getByTestId('login-form').waitFor();
    const before = await shellFiles(page, (await res?.text()) ?? '');
    assert.ok(before.scripts.some((s) => /\/main\.[0-9a-f]+\.js$/.test(s)), `the shell's main bundle: ${before.scripts}`);
    assert.equal(provider.hits.length, 0, 'nothing asked the provider yet');

    editConfig(site, {
      remotes: { provider_auth: `${provider.origin}/mf-manifest.json` },
      auth: { remote: 'provider_auth', module: './auth' },
    });
    const manifest = (await (await fetch(`${site.url}/remotes.json`)).json()) as {
      remotes: { name: string; entry: string }[];
      auth: { remote: string; module: string };
    };
    // The provider's remote only fills the auth slot: its build declares no pages, so it owns no address.
    assert.deepEqual(manifest.remotes.at(-1), {
      name: 'provider_auth',
      entry: `${provider.origin}/mf-manifest.json`,
      ownedPaths: { prefixes: [], exact: [] },
    });
    assert.deepEqual(manifest.auth, { remote: 'provider_auth', module: './auth' });

    res = await page.reload();
    const login = slot.getByTestId('provider-login');
    await login.waitFor();
    assert.ok(await login.getByRole('button', { name: 'Sign in with Example Host' }).isVisible());
    // The site name arrives through the shared RTK Query api: the parcel uses the shell's singletons.
    await login.getByRole('heading', { name: 'Sign in to E2E Site' }).waitFor();
    assert.equal(await page.getByTestId('login-form').count(), 0, 'the default login form is gone');
    assert.ok(provider.hits.includes('/mf-manifest.json'), `the browser fetched the provider's manifest: ${provider.hits}`);
    assert.ok(provider.hits.some((h) => /__federation_expose_auth\.[0-9a-f]+\.js$/.test(h)), 'and its ./auth module');

    const afterSwap = await shellFiles(page, (await res?.text()) ?? '');
    assert.deepEqual(afterSwap, before, 'the same shell document and main bundle were served');
    assert.equal(statSync(shellIndex).mtimeMs, shellBuiltAt, 'shell/dist was not rebuilt');

    // Dropping the override brings the default login back, again with a manifest edit only.
    editConfig(site, { remotes: undefined, auth: undefined });
    await page.reload();
    await slot.getByTestId('login-form').waitFor();
    assert.equal(await page.getByTestId('provider-login').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await provider.close();
  }
});
