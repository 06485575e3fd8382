// The pages a first visitor and a new member see pass axe-core (no critical or serious violation) and each has
// exactly one visible level-one heading. Set-up goes through the API; each page is checked once it has rendered.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { blockingViolations, describeViolations, visibleH1Count } from '../lib/axe.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ADMIN, removeDir, startSite, type Site } from '../lib/site.js';
import { logInUi } from '../lib/ui.js';

const A = '/answer/api/v1';
let site: Site;
let browser: Browser;
let visitor: Page;
const settled = new Map<Page, (quietMs?: number) => Promise<void>>();
/** Logged in as the site's admin (the member made by the install): the header then shows the name. */
let member: Page;
let questionId = '';

before(async () => {
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
  const token = await apiLogin(site);
  // The home page lists articles, /questions?content_type=1 questions: one of each so no list is empty.
  const post = async (title: string, contentType: number) => {
    const res = await call<{ id: string }>(site, 'POST', `${A}/question`, {
      title,
      content: `The body of "${title}", long enough to be a real post about accessibility.`,
      tags: [{ slug_name: 'accessibility' }],
      content_type: contentType,
    }, token);
    assert.equal(res.code, 200, res.msg);
    return res.data.id;
  };
  await post('Writing pages everyone can read', 2);
  questionId = await post('How do I make a page readable with a screen reader?', 1);
  const answered = await call(site, 'POST', `${A}/answer`, { question_id: questionId, content: 'Give every control a name and keep the contrast high.' }, token);
  assert.equal(answered.code, 200, answered.msg);
  const commented = await call(site, 'POST', `${A}/comment`, { object_id: questionId, original_text: 'A comment under the question.' }, token);
  assert.equal(commented.code, 200, commented.msg);

  const opened = [await openPage(browser), await openPage(browser)];
  for (const o of opened) settled.set(o.page, o.settled);
  [visitor, member] = opened.map((o) => o.page) as [Page, Page];
  await logInUi(member, site, ADMIN.email, ADMIN.password);
  await member.getByTestId('nav-avatar').waitFor();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

/**
 * Opens `path`, waits for the header and for `ready` (the page's own content), then for the network to rest 500 ms
 * (live streams, open for the page's life, not counted).
 */
async function open(page: Page, path: string, ready: string[]): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.getByTestId(page === member ? 'nav-avatar' : 'nav-login').waitFor();
  for (const id of ready) await page.getByTestId(id).first().waitFor();
  await settled.get(page)!(500);
}

/** Both checks in one message, so a failing page lists everything that is wrong with it at once. */
async function assertAccessible(page: Page): Promise<void> {
  const problems = await blockingViolations(page);
  const h1s = await visibleH1Count(page);
  const wrong = [
    ...(problems.length ? [`axe found critical/serious violations:\n${describeViolations(problems)}`] : []),
    ...(h1s === 1 ? [] : [`expected exactly one visible h1, found ${h1s}`]),
  ];
  if (wrong.length) assert.fail(`${page.url()}\n${wrong.join('\n')}`);
}

const pages: { name: string; who: () => Page; path: () => string; ready: string[] }[] = [
  { name: 'home, visitor', who: () => visitor, path: () => '/', ready: ['post-item'] },
  { name: 'home, member', who: () => member, path: () => '/', ready: ['post-item'] },
  { name: 'questions (default kind), visitor', who: () => visitor, path: () => '/questions', ready: ['post-item'] },
  // What the header's "Questions" entry opens.
  { name: 'questions, visitor', who: () => visitor, path: () => '/questions?content_type=1', ready: ['post-item'] },
  { name: 'question detail, visitor', who: () => visitor, path: () => `/questions/${questionId}`, ready: ['question-title', 'answer-item', 'comment-item'] },
  { name: 'question detail, member', who: () => member, path: () => `/questions/${questionId}`, ready: ['question-title', 'answer-item', 'comment-item'] },
  { name: 'ask, member', who: () => member, path: () => '/questions/ask', ready: ['post-form', 'tag-selector'] },
  { name: 'tags, visitor', who: () => visitor, path: () => '/tags', ready: ['tag-card'] },
  { name: 'profile settings, member', who: () => member, path: () => '/users/settings/profile', ready: ['profile-form'] },
  { name: 'login, visitor', who: () => visitor, path: () => '/users/login', ready: ['login-form'] },
];

for (const p of pages) {
  test(`${p.name}: no critical or serious axe violation, one h1`, async () => {
    await open(p.who(), p.path(), p.ready);
    await assertAccessible(p.who());
  });
}
