// A remote that owns a route prefix the shell's build has never seen ships alone: the remote declares `/articles` in
// its own build (e2e/fixtures/articles-remote, MF name e2e_articles), an operator lists it in config.yaml, and the
// shell's runtime route table sends `/articles/...` to it. The shell's files stay byte for byte the same.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ROOT, editConfig, removeDir, startSite, type Site } from '../lib/site.js';
import { serveStatic } from '../lib/static-server.js';

const FIXTURE_DIST = join(ROOT, 'e2e', 'fixtures', 'articles-remote', 'dist');
const SHELL_DIST = join(ROOT, 'shell', 'dist');

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

/** Every file of the shell's build with its content hash and time, to prove nothing rebuilt it. */
function shellBuild(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(SHELL_DIST, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = join(e.parentPath, e.name);
        return [file, `${createHash('sha256').update(readFileSync(file)).digest('hex')} ${statSync(file).mtimeMs}`];
      }),
  );
}

test('a remote with a prefix the shell never saw serves its pages once the manifest lists it, with no shell rebuild', async () => {
  assert.ok(statSync(join(FIXTURE_DIST, 'mf-manifest.json')).isFile(), 'run `node scripts/build.mjs --e2e-fixtures` first');
  const shellBefore = shellBuild();
  const articles = await serveStatic(FIXTURE_DIST);
  try {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/articles/first-steps`);
    await page.getByText('Sorry, this page does not exist.').waitFor();
    assert.equal(articles.hits.length, 0, 'no remote owns /articles yet');

    editConfig(site, { remotes: { e2e_articles: `${articles.origin}/mf-manifest.json` } });
    const manifest = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: { name: string; entry: string; ownedPaths?: unknown }[] };
    assert.deepEqual(manifest.remotes.at(-1), {
      name: 'e2e_articles',
      entry: `${articles.origin}/mf-manifest.json`,
      ownedPaths: { prefixes: ['/articles'], exact: [] },
    });
    assert.deepEqual(articles.serverHits, ['/mf-manifest.json'], "the site's server read the paths from the remote's own build");

    await page.reload();
    const slot = page.getByTestId('slot-e2e_articles');
    await slot.getByRole('heading', { name: 'Article: first-steps' }).waitFor();
    assert.ok(await page.getByRole('banner').isVisible(), "inside the shell's layout");
    assert.ok(articles.hits.some((h) => /__federation_expose_routes\.[0-9a-f]+\.js$/.test(h)), `its ./routes came from its origin: ${articles.hits}`);

    // The remote's link leads to another remote through the one router; Back returns to the article.
    await slot.getByRole('link', { name: 'Back to the questions' }).click();
    await page.getByTestId('slot-mf_posts').getByText('No posts yet').waitFor();
    await page.goBack();
    await page.getByTestId('slot-e2e_articles').getByRole('heading', { name: 'Article: first-steps' }).waitFor();

    assert.deepEqual(shellBuild(), shellBefore, 'shell/dist was not rebuilt');
    assert.deepEqual(errors, []);
  } finally {
    await articles.close();
  }
});
