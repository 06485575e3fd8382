// Crawlable pages against the real (built) server on the demo seed, read as a crawler would: Chromium with
// JavaScript off (what the first response holds), then with it on (the app takes over). Each page kind shows its
// content with the right JSON-LD type, a paid post's body never appears, deleted and unlisted posts stay out, and
// sitemap.xml, robots.txt and the search-cache redirect answer as documented.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { removeDir, seed, startSite, type Site } from '../lib/site.js';

const A = '/answer/api/v1';
let site: Site;
let browser: Browser;
let adminToken = '';
/** The site's address as installed (site_url): canonical and sitemap addresses start with it. */
let siteUrl = '';

interface Item {
  id: string;
  title: string;
  url_title: string;
  description: string;
  score: number;
  answer_count: number;
  operator: { username: string; display_name: string } | null;
}

async function list(query: string): Promise<{ count: number; list: Item[] }> {
  const res = await call<{ count: number; list: Item[] }>(site, 'GET', `${A}/question/page?page=1&page_size=50&order=newest&${query}`);
  assert.equal(res.code, 200, res.msg);
  return res.data;
}

/** A page as a crawler sees it: the server's HTML, no script run. */
async function crawl(path: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`${site.url}${path}`);
  return { page, status: res!.status() };
}

/** The page's JSON-LD blocks, each parsed (invalid JSON fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

before(async () => {
  const first = await startSite({ autoInstall: true });
  await first.stop();
  await seed(first.dataDir, ['--demo']);
  site = await startSite({ autoInstall: true, dataDir: first.dataDir });
  browser = await launchBrowser();
  adminToken = await apiLogin(site);
  siteUrl = (await call<{ general: { site_url: string } }>(site, 'GET', `${A}/siteinfo`)).data.general.site_url;
  assert.match(siteUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

test('a question: title, body, answers, tags and author in the HTML, a QAPage JSON-LD, the canonical address', async () => {
  const q = (await list('content_type=1')).list.find((i) => i.answer_count > 0 && i.description)!;
  assert.ok(q, 'the demo seed has an answered question');
  const answers = await call<{ list: { html: string }[] }>(site, 'GET', `${A}/answer/page?question_id=${q.id}&page=1&page_size=5`);
  const { page, status } = await crawl(`/questions/${q.id}`);
  assert.equal(status, 200);
  const box = page.locator('#root > #ssr-content');
  assert.equal(await box.locator('h1').innerText(), q.title);
  assert.match(await box.locator('.ssr-post .ssr-body').innerText(), new RegExp(q.description.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.ok((await box.locator('.ssr-answer').count()) >= 1);
  const firstAnswer = answers.data.list[0]!.html.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 4).join(' ');
  assert.match((await box.locator('.ssr-answers').innerText()).replace(/\s+/g, ' '), new RegExp(firstAnswer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.ok((await box.locator('.ssr-tags a[href^="/tags/"]').count()) >= 1);
  assert.ok((await box.locator('a[rel="author"][href^="/users/"]').count()) >= 1);
  assert.equal(await canonical(page), `${siteUrl}/questions/${q.id}/${q.url_title}`);
  assert.equal(await meta(page, 'og:type'), 'article');
  assert.equal(await page.title(), `${q.title} - E2E Site`);
  const [ld] = await jsonLd(page);
  assert.equal(ld!['@type'], 'QAPage');
  assert.equal((ld!.mainEntity as { name: string }).name, q.title);
  await page.context().close();
});

test('an article is a DiscussionForumPosting; a paid post shows its title but never its body', async () => {
  const article = (await list('content_type=2')).list[0]!;
  const a = await crawl(`/questions/${article.id}/${article.url_title}`);
  assert.equal((await jsonLd(a.page))[0]!['@type'], 'DiscussionForumPosting');
  assert.equal(await a.page.locator('#ssr-content h1').innerText(), article.title);
  await a.page.context().close();

  const paid = (await list('content_type=4')).list.find((i) => i.score > 0)!;
  assert.ok(paid, 'the demo seed has priced bounties');
  const full = await call<{ html: string }>(site, 'GET', `${A}/question/info?id=${paid.id}`, undefined, adminToken);
  const body = full.data.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  assert.ok(body.length > 20, 'the admin reads the body');
  const p = await crawl(`/questions/${paid.id}`);
  assert.equal(p.status, 200);
  assert.equal(await p.page.locator('#ssr-content h1').innerText(), paid.title);
  const html = await p.page.content();
  // The body's sentence after the title line (the seed's first paragraph repeats the title).
  const sentence = body.slice(paid.title.length).trim().slice(0, 40);
  assert.ok(!html.includes(sentence), `the paid body leaked: ${sentence}`);
  const [ld] = await jsonLd(p.page);
  assert.equal(ld!['@type'], 'QAPage');
  assert.ok(!JSON.stringify(ld).includes(sentence));
  await p.page.context().close();
});

test('lists, a tag page, the tag list and a profile are in the HTML; the app then takes the page over', async () => {
  const articles = await list('content_type=2');
  const home = await crawl('/');
  assert.equal(await home.page.locator('#ssr-content h1').innerText(), 'Articles');
  const titles = await home.page.locator('#ssr-content .ssr-post-item h2 a').allInnerTexts();
  assert.deepEqual(titles, articles.list.slice(0, titles.length).map((i) => i.title));
  assert.ok(titles.length >= 10);
  assert.ok(await home.page.locator('#ssr-content a[rel="next"]').count());
  await home.page.context().close();

  const questions = await crawl('/questions');
  assert.equal(await questions.page.locator('#ssr-content h1').innerText(), 'Questions');
  const tagHref = await questions.page.locator('#ssr-content .ssr-tags a').first().getAttribute('href');
  await questions.page.context().close();

  const tag = await crawl(tagHref!);
  assert.equal(tag.status, 200);
  assert.ok((await tag.page.locator('#ssr-content .ssr-post-item').count()) >= 1);
  assert.equal(await canonical(tag.page), `${siteUrl}${tagHref}`);
  await tag.page.context().close();
  const tags = await crawl('/tags');
  assert.ok((await tags.page.locator('#ssr-content a[rel="tag"]').count()) >= 10);
  await tags.page.context().close();

  const author = articles.list.find((i) => i.operator)!.operator!;
  const profile = await crawl(`/users/${author.username}`);
  assert.equal(profile.status, 200);
  assert.equal(await profile.page.locator('#ssr-content h1').innerText(), author.display_name);
  assert.equal((await jsonLd(profile.page))[0]!['@type'], 'ProfilePage');
  await profile.page.context().close();

  // With JavaScript, the server's copy stays readable under the app's header while the page's remote is on its way
  // (held back 3 s here), then the app renders over it: one list, one h1, no page error.
  const { page, errors } = await openPage(browser);
  let releaseRemote!: () => void;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await page.route('**/remotes/mf-posts/**', async (route) => {
    await remoteHeld;
    await route.continue();
  });
  await page.goto(`${site.url}/`);
  await page.getByRole('banner').waitFor();
  assert.equal(await page.locator('.remote-slot #ssr-content h1').innerText(), 'Articles');
  releaseRemote();
  await page.getByTestId('post-item').first().waitFor();
  assert.equal(await page.locator('#ssr-content').count(), 0);
  assert.equal(await page.locator('h1').count(), 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the server's copy is drawn as the app draws the list: cards in the content column, links in the site's colour", async () => {
  const look = (page: Page) =>
    page.evaluate(`(() => {
      const item = document.querySelector('#ssr-content .ssr-post-item');
      const s = getComputedStyle(item);
      const r = item.getBoundingClientRect();
      return {
        card: s.backgroundColor + ' ' + s.borderTopLeftRadius,
        left: Math.round(r.left),
        width: Math.round(r.width),
        link: getComputedStyle(item.querySelector('h2 a')).color,
        page: getComputedStyle(document.body).backgroundColor,
        skeleton: document.querySelector('#boot-skeleton') ? getComputedStyle(document.querySelector('#boot-skeleton')).display : 'none',
      };
    })()`) as Promise<{ card: string; left: number; width: number; link: string; page: string; skeleton: string }>;
  // Before any script (JavaScript off): the app's cards on the app's grey page, the start-up skeleton not under them.
  const bare = await crawl('/');
  const before = await look(bare.page);
  await bare.page.context().close();
  assert.deepEqual(
    { card: before.card, link: before.link, page: before.page, skeleton: before.skeleton },
    { card: 'rgb(255, 255, 255) 8px', link: 'rgb(0, 51, 255)', page: 'rgb(245, 245, 245)', skeleton: 'none' },
  );
  // The app's own list, once rendered, puts its first card where the copy's was, as wide.
  // (Both contexts have Playwright's default 1280 px wide viewport: the app's wide layout.)
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/`);
  const card = page.getByTestId('post-item').first();
  await card.waitFor();
  const box = (await card.boundingBox())!;
  assert.deepEqual([Math.round(box.x), Math.round(box.width)], [before.left, before.width]);
  await page.context().close();
});

test('deleted and unlisted posts stay out of the HTML and the sitemap; the sitemap lists every listed post', async () => {
  const [gone, hidden] = (await list('content_type=1')).list.filter((i) => i.answer_count === 0).slice(-2);
  assert.ok(gone && hidden, 'two unanswered questions');
  const del = await call(site, 'DELETE', `${A}/question`, { id: gone.id }, adminToken);
  assert.equal(del.code, 200, del.msg);
  const hide = await call(site, 'PUT', `${A}/question/operation`, { id: hidden.id, operation: 'hide' }, adminToken);
  assert.equal(hide.code, 200, hide.msg);

  const deleted = await crawl(`/questions/${gone.id}`);
  assert.equal(deleted.status, 404);
  assert.ok(!(await deleted.page.content()).includes(gone.title));
  await deleted.page.context().close();
  const unlisted = await crawl(`/questions/${hidden.id}`);
  assert.equal(unlisted.status, 200);
  assert.equal(await meta(unlisted.page, 'robots'), 'noindex');
  assert.equal(await unlisted.page.locator('#ssr-content').count(), 0);
  await unlisted.page.context().close();

  const res = await fetch(`${site.url}/sitemap.xml`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers.get('content-type')), /^application\/xml/);
  const xml = await res.text();
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const postLocs = locs.filter((l) => l.startsWith(`${siteUrl}/questions/`));
  assert.equal(postLocs.length, (await list('')).count, 'one URL per listed post of every kind');
  // Then the tag pages that list posts, and nothing else.
  const tagLocs = locs.slice(postLocs.length);
  assert.ok(tagLocs.length > 0 && tagLocs.every((l) => l.startsWith(`${siteUrl}/tags/`)), tagLocs.join(' '));
  assert.ok(!locs.some((l) => l.startsWith(`${siteUrl}/questions/${gone.id}/`) || l.startsWith(`${siteUrl}/questions/${hidden.id}/`)));
  const article = (await list('content_type=2')).list[0]!;
  assert.ok(locs.includes(`${siteUrl}/questions/${article.id}/${article.url_title}`));
});

test('robots.txt names the sitemap; a view from a search-engine cache lands on the real path', async () => {
  const robots = await fetch(`${site.url}/robots.txt`);
  assert.match(String(robots.headers.get('content-type')), /^text\/plain/);
  const text = await robots.text();
  assert.match(text, /^User-agent: \*$/m);
  assert.match(text, /^Disallow: \/admin$/m);
  assert.match(text, new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, 'm'));

  const q = (await list('content_type=1')).list[0]!;
  const real = `/questions/${q.id}/${q.url_title}`;
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/search?q=${encodeURIComponent(`cache:k1:${site.url}${real}`)}`, {
    referer: 'https://webcache.googleusercontent.com/search?q=cache:k1',
  });
  assert.equal(new URL(page.url()).pathname, real);
  await page.getByRole('heading', { level: 1, name: q.title }).waitFor();
  await page.context().close();
});

test("before any script runs, a page without a crawlable copy shows the site's header bar, which the app's header replaces in the same colours", async () => {
  const name = (await call<{ general: { name: string } }>(site, 'GET', `${A}/siteinfo`)).data.general.name;
  const bar = async (where: Locator) =>
    where.evaluate((el) => {
      const s = getComputedStyle(el);
      return { text: (el as HTMLElement).innerText.trim(), background: s.backgroundColor, color: s.color, height: el.getBoundingClientRect().height };
    });
  const ask = await crawl('/questions/ask?content_type=1');
  const painted = await bar(ask.page.locator('#boot-header'));
  assert.equal(painted.text, name);
  assert.equal(painted.height, 64);
  // The start-up skeleton's own dark bar gives way to it.
  assert.equal(await ask.page.locator('#boot-skeleton .bar').isVisible(), false);
  await ask.page.context().close();

  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/questions/ask?content_type=1`);
  await page.getByRole('banner').waitFor();
  assert.equal(await page.locator('#boot-header').count(), 0);
  const header = await bar(page.getByRole('banner'));
  assert.deepEqual({ background: header.background, color: header.color, height: header.height }, { background: painted.background, color: painted.color, height: 64 });
  assert.deepEqual(errors, []);
  await page.context().close();
});
