// The post list rendered by mf-posts shows what the real server has, per kind, in card or compact view, and has the
// code of the pages a visitor opens from it ready before the click.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, watchNetwork } from '../lib/browser.js';
import { removeDir, seed, startSite, type Site } from '../lib/site.js';

let site: Site;
let browser: Browser;

interface ListItem {
  title: string;
}

async function apiTitles(contentType: number): Promise<string[]> {
  const res = await fetch(`${site.url}/answer/api/v1/question/page?page=1&page_size=20&order=newest&content_type=${contentType}`);
  const body = (await res.json()) as { data: { list: ListItem[] } };
  return body.data.list.map((q) => q.title);
}

before(async () => {
  // Install, stop, seed (the embedded database admits one process), start again on the same data.
  const first = await startSite({ autoInstall: true });
  await first.stop();
  await seed(first.dataDir, ['--demo']);
  site = await startSite({ autoInstall: true, dataDir: first.dataDir });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

test('the home page lists the newest articles from the server', async () => {
  const expected = await apiTitles(2);
  assert.ok(expected.length > 0, 'the demo seed has articles');
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/`);
  const items = page.getByTestId('post-item');
  await items.first().waitFor();
  const shown = await items.locator('[data-testid="post-title"]').allInnerTexts();
  assert.deepEqual(shown, expected.slice(0, shown.length));
  assert.ok(shown.length >= Math.min(expected.length, 10));
  assert.deepEqual(errors, []);
});

test('switching the kind lists that kind; the view mode survives a reload', async () => {
  const questions = await apiTitles(1);
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/questions?content_type=1`);
  await page.getByTestId('post-item').first().waitFor();
  const shown = await page.getByTestId('post-title').allInnerTexts();
  assert.deepEqual(shown, questions.slice(0, shown.length));

  const list = page.getByTestId('post-list');
  const before = await list.getAttribute('data-view');
  await page.getByTestId('view-toggle').click();
  const toggled = before === 'card' ? 'compact' : 'card';
  await page.waitForFunction((v) => document.querySelector('[data-testid="post-list"]')?.getAttribute('data-view') === v, toggled);
  await page.reload();
  await page.getByTestId('post-item').first().waitFor();
  assert.equal(await page.getByTestId('post-list').getAttribute('data-view'), toggled);
});

test("once the list has shown and gone idle, opening a post and then the login page loads no code: it was fetched ahead", async () => {
  const { page, errors } = await openPage(browser);
  const networkQuiet = watchNetwork(page);
  const scripts: string[] = [];
  let counting = false;
  page.on('request', (r) => {
    if (counting && (r.resourceType() === 'script' || /\.m?js$/.test(new URL(r.url()).pathname))) scripts.push(r.url());
  });
  await page.goto(`${site.url}/`);
  await page.getByTestId('post-item').first().waitFor();
  // A visitor reads the list before choosing: by then the page has loaded and the browser has been idle.
  await networkQuiet();

  counting = true;
  await page.getByTestId('post-title').first().click();
  await page.getByTestId('question-title').waitFor();
  await page.getByTestId('question-html').waitFor();
  assert.deepEqual(scripts, [], "the post page's code was already there");

  await page.getByTestId('nav-login').click();
  await page.getByTestId('login-form').waitFor();
  assert.deepEqual(scripts, [], "the login parcel's code was already there");
  assert.deepEqual(errors, []);
});

test('a first visit downloads the shell\'s start-up scripts with the page and asks for each list once', async () => {
  const { page, errors } = await openPage(browser);
  const networkQuiet = watchNetwork(page);
  const scripts: string[] = [];
  const listCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === site.url && !url.pathname.startsWith('/remotes/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname === '/answer/api/v1/question/page') listCalls.push(url.search);
  });
  const res = await page.goto(`${site.url}/`);
  const html = (await res?.text()) ?? '';
  await page.getByTestId('post-item').first().waitFor();
  await networkQuiet();
  // The shell's chunks are named in the HTML, so they need not wait for its entry to run; none is named in vain.
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]!);
  const entry = scripts.filter((s) => /^\/main\.[0-9a-f]+\.js$/.test(s));
  assert.equal(entry.length, 1, `the shell's entry: ${scripts}`);
  assert.deepEqual([...preloaded].sort(), scripts.filter((s) => !entry.includes(s)).sort());
  // The list and the hot list start before the page renders; the page's own queries take those answers over.
  assert.equal(listCalls.length, 2, `list calls: ${listCalls.join(' ')}`);
  assert.equal(new Set(listCalls).size, 2);
  assert.deepEqual(errors, []);
});

test("opening a post's address asks for the post once (its code and its data start together)", async () => {
  const { page, errors } = await openPage(browser);
  const networkQuiet = watchNetwork(page);
  const res = await fetch(`${site.url}/answer/api/v1/question/page?page=1&page_size=1&order=newest&content_type=1`);
  const id = ((await res.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;
  const infoCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/answer/api/v1/question/info') infoCalls.push(url.search);
  });
  await page.goto(`${site.url}/questions/${id}`);
  await page.getByTestId('question-title').waitFor();
  await networkQuiet();
  assert.deepEqual(infoCalls, [`?id=${id}`]);
  assert.deepEqual(errors, []);
});
