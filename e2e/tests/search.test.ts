// Search in Chromium against the real server: the header box, each syntax element narrowing the hits as the API
// does, deleted posts and private answers never shown, and the hot list on the home page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser.js';
import { removeDir, seed, startSite, type Site } from '../lib/site.js';

let site: Site;
let browser: Browser;

// The seed CLI's --search-fixtures (server/src/cli/seed-extras.ts).
const F = {
  word: 'quokka',
  tag: 'wildlife',
  author: 'searcher',
  helper: 'helper',
  titled: 'Quokka habitats explained',
  bodyOnly: 'Notes on marsupial diets',
  deleted: 'Quokka deleted post',
  answer: 'Quokka answer about islands',
  privateAnswer: 'quokka private plan',
};

interface Hit {
  object_type: string;
  object: { id: string; title: string; excerpt: string };
}

async function apiHits(q: string): Promise<Hit[]> {
  const res = await fetch(`${site.url}/answer/api/v1/search?q=${encodeURIComponent(q)}&order=relevance`);
  return ((await res.json()) as { data: { list: Hit[] } }).data.list;
}

/** What the page shows: one "type|title|excerpt" per hit, in order. */
async function shownHits(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('[data-testid="search-results"]')?.getAttribute('aria-busy') === 'false');
  return page.$$eval('[data-testid="search-item"]', (items) =>
    items.map((el) => {
      const title = el.querySelector('[data-testid="search-item-title"]')?.textContent ?? '';
      const excerpt = el.querySelector('[data-testid="search-item-excerpt"]')?.textContent ?? '';
      return `${el.getAttribute('data-type')}|${title}|${excerpt}`;
    }),
  );
}
const asShown = (hits: Hit[]) => hits.map((h) => `${h.object_type}|${h.object.title}|${h.object.excerpt}`);

async function searchFor(page: Page, q: string): Promise<string[]> {
  await page.goto(`${site.url}/search?q=${encodeURIComponent(q)}`);
  await page.getByTestId('search-page').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="search-item"], [data-testid="search-empty"]') !== null);
  return shownHits(page);
}

before(async () => {
  const first = await startSite({ autoInstall: true });
  await first.stop();
  await seed(first.dataDir, ['--demo', '--search-fixtures']);
  site = await startSite({ autoInstall: true, dataDir: first.dataDir });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

test('the header box searches and the results match the API, a title match first', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/`);
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill(F.word);
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=quokka$/);
  await page.getByTestId('search-item').first().waitFor();
  const shown = await shownHits(page);
  assert.deepEqual(shown, asShown(await apiHits(F.word)));
  assert.equal(shown.length, 3, shown.join('\n'));
  assert.ok(shown[0]!.startsWith(`question|${F.titled}`), `title match first: ${shown[0]}`);
  assert.equal(await box.inputValue(), F.word, 'the header keeps the query');
  // A hit opens its post.
  await page.getByTestId('search-item-title').first().click();
  await page.waitForURL(/\/questions\/\d+\/quokka-habitats-explained$/);
  assert.deepEqual(errors, []);
});

test('each syntax element narrows the results as the API says', async () => {
  const { page } = await openPage(browser);
  const cases: [string, (shown: string[]) => void][] = [
    [`[${F.tag}] ${F.word}`, (s) => assert.deepEqual(s.map((x) => x.split('|')[1]), [F.titled, F.titled])],
    [`user:${F.helper} ${F.word}`, (s) => assert.deepEqual(s.map((x) => x.split('|')[0]).sort(), ['answer', 'question'])],
    [`answers:1 ${F.word}`, (s) => assert.deepEqual(s.map((x) => x.split('|')[1]), [F.titled])],
    [`score:5 ${F.word}`, (s) => assert.deepEqual(s.map((x) => x.split('|')[1]), [F.titled])],
    [`is:question ${F.word}`, (s) => assert.deepEqual(s.map((x) => x.split('|')[1]).sort(), [F.bodyOnly, F.titled])],
    [`is:answer ${F.word}`, (s) => assert.deepEqual(s, [`answer|${F.titled}|${F.answer}`])],
    [`[${F.tag}] user:${F.helper} is:answer`, (s) => assert.deepEqual(s, [`answer|${F.titled}|${F.answer}`])],
  ];
  for (const [q, check] of cases) {
    const shown = await searchFor(page, q);
    assert.deepEqual(shown, asShown(await apiHits(q)), q);
    check(shown);
  }
});

test('a deleted post and a private answer never show; no hits explain the syntax', async () => {
  const { page } = await openPage(browser);
  const all = (await searchFor(page, F.word)).join('\n');
  assert.ok(!all.includes(F.deleted), all);
  assert.ok(!all.includes(F.privateAnswer), all);
  assert.deepEqual(await searchFor(page, `${F.privateAnswer} is:answer`), []);
  assert.deepEqual(await searchFor(page, '"Quokka deleted post"'), []);
  await page.getByTestId('search-empty').waitFor();
  assert.match(await page.getByTestId('search-empty').innerText(), /user:name/);
});

test('the home page shows the hot list beside the posts', async () => {
  const { page } = await openPage(browser);
  const hot = page.getByTestId('hot-list');
  // The hot list is ordered by views, and views are counted in batches: a view from an earlier test may land
  // between the page's read and ours. Once the counts settle, the page and the API agree.
  let shown: string[] = [];
  let expected: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.goto(`${site.url}/`);
    await hot.getByTestId('hot-item').first().waitFor();
    shown = await hot.getByTestId('hot-item').allInnerTexts();
    const res = await fetch(`${site.url}/answer/api/v1/question/page?page=1&page_size=6&order=frequent&in_days=7`);
    expected = ((await res.json()) as { data: { list: { title: string }[] } }).data.list.map((q) => q.title);
    if (JSON.stringify(shown) === JSON.stringify(expected)) break;
    await page.waitForTimeout(1000);
  }
  assert.ok(expected.length > 0);
  assert.deepEqual(shown, expected);
});
