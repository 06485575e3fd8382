// The language and the clock a newcomer sees, in Chromium against the real server: a site that fixes a language keeps
// it; a site whose language is 'Default' follows each browser (a Chinese-preferring one gets zh_CN texts and Chinese
// dates); a member's own language wins; every date is shown in the site's time zone, not the browser's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiLogin, call, setSiteInterface } from '../lib/api.js';
import { launchBrowser } from '../lib/browser.js';
import { removeDir, startSite, type Site } from '../lib/site.js';

const A = '/answer/api/v1';
let site: Site;
let browser: Browser;
let admin: string;
let postId = '';
let createdAt = 0; // Unix seconds

before(async () => {
  site = await startSite({ autoInstall: true }); // installed with LANGUAGE=en_US: the site fixes English
  browser = await launchBrowser();
  admin = await apiLogin(site);
  const body = { title: 'Where do newcomers start?', content: 'Some content.', tags: [{ slug_name: 'e2e-lang' }], content_type: 1 };
  const res = await call<{ id: string }>(site, 'POST', `${A}/question`, body, admin);
  assert.equal(res.code, 200, res.msg);
  postId = res.data.id;
  const info = await call<{ create_time: number }>(site, 'GET', `${A}/question/info?id=${postId}`, undefined, admin);
  createdAt = info.data.create_time;
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

/** A fresh browser context: its own language preference (navigator.languages, Accept-Language) and clock zone. */
async function browse(options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}
const CHINESE = { locale: 'zh-CN' };

/** The list's h1 once it has loaded. */
async function homeHeading(page: Page): Promise<string> {
  await page.goto(`${site.url}/questions`);
  await page.getByTestId('post-list').waitFor();
  return page.getByRole('heading', { level: 1 }).innerText();
}

/** The detail page's author line: its text and its full date (shown on hover). */
async function authorLine(page: Page): Promise<{ text: string; title: string }> {
  await page.goto(`${site.url}/questions/${postId}`);
  const time = page.getByTestId('question-time');
  await time.waitFor();
  return { text: await time.innerText(), title: (await time.getAttribute('title')) ?? '' };
}

const oneSpace = (s: string) => s.replace(/\s+/g, ' ');
/** The full date as the page should show it: medium date, short time, in `zone`. */
const fullDate = (locale: string, zone: string) =>
  oneSpace(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(createdAt * 1000));

test('a site that fixes English stays English for a Chinese-preferring browser', async () => {
  const { page, errors } = await browse(CHINESE);
  assert.equal(await homeHeading(page), 'Questions');
  assert.match((await authorLine(page)).text, /^Asked /);
  assert.deepEqual(errors, []);
});

test("with the site language 'Default', a Chinese-preferring browser sees the site in Chinese, dates too", async () => {
  await setSiteInterface(site, { language: 'Default', time_zone: 'UTC' });
  const { page, errors } = await browse(CHINESE);
  assert.equal(await homeHeading(page), '问题');
  assert.equal(await page.getByTestId('nav-article').innerText(), '文章');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
  const line = await authorLine(page);
  assert.match(line.text, /^提问于 /);
  assert.match(line.title, /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  assert.equal(oneSpace(line.title), fullDate('zh-CN', 'UTC'));
  assert.deepEqual(errors, []);

  // The same site, an English-preferring browser: English.
  const english = await browse({ locale: 'en-US' });
  assert.equal(await homeHeading(english.page), 'Questions');
});

test("a member's own language wins over the browser", async () => {
  await setSiteInterface(site, { language: 'Default', time_zone: 'UTC' });
  const res = await call(site, 'PUT', `${A}/user/interface`, { language: 'en_US', color_scheme: 'default' }, admin);
  assert.equal(res.code, 200, res.msg);
  const { page } = await browse(CHINESE);
  // Logged in by the stored token (the login page itself is in Chinese here, and logging in is not what this tests).
  await page.addInitScript((token) => localStorage.setItem('site.token', JSON.stringify({ value: token, expires: null })), admin);
  assert.equal(await homeHeading(page), 'Questions');
  await page.getByTestId('nav-avatar').waitFor();
});

test("dates are shown in the site's time zone, whatever the browser's clock says", async () => {
  await setSiteInterface(site, { language: 'en_US', time_zone: 'Asia/Shanghai' });
  const { page } = await browse({ locale: 'en-US', timezoneId: 'America/New_York' });
  const line = await authorLine(page);
  assert.match(line.text, /^Asked /);
  assert.equal(oneSpace(line.title), fullDate('en-US', 'Asia/Shanghai'));
  assert.notEqual(oneSpace(line.title), fullDate('en-US', 'America/New_York'));
});
