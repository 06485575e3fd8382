// A phone (390 x 844) sees every page whole, as a visitor and as a member: nothing wider than the screen, the
// header folded into a menu that holds the navigation, search, Ask and the account entries. The desktop header
// stays in one line. The install wizard's first steps are checked on a site that is not installed yet.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { launchBrowser } from '../lib/browser.js';
import { assertFitsPhone, assertWithinScreen, openHeaderMenu, openPhonePage } from '../lib/phone.js';
import { removeDir, seed, startSite, type Site } from '../lib/site.js';
import { waitForPath } from '../lib/ui.js';

const A = '/answer/api/v1';
// A member the demo seed makes (server/src/cli/seed-lib.ts: user 1 is bob_1, activated, password DEMO_PASSWORD).
const MEMBER = { email: 'bob_1@demo.example', password: 'demo-pass-123', name: 'Bob 1' };

let site: Site;
let browser: Browser;
let detailPath = '';

/** A post that is wider than a phone if nothing stops it: a long code line, a long link, a table, a long word. */
const WIDE_BODY = [
  'This question carries everything that tends to push a page sideways on a phone.',
  '',
  '```',
  'const aVeryLongLineOfCode = someFunction(argumentNumberOne, argumentNumberTwo, argumentNumberThree, argumentNumberFour);',
  '```',
  '',
  'https://example.com/a/really/long/path/that/does/not/break/anywhere/because/it/has/no/spaces/in/it/at/all',
  '',
  '| Column one | Column two | Column three | Column four | Column five |',
  '|---|---|---|---|---|',
  '| aaaaaaaaaaaa | bbbbbbbbbbbb | cccccccccccc | dddddddddddd | eeeeeeeeeeee |',
  '',
  'Pneumonoultramicroscopicsilicovolcanoconiosis_and_more_words_joined_without_any_space_at_all.',
].join('\n');

before(async () => {
  const first = await startSite({ autoInstall: true });
  await first.stop();
  await seed(first.dataDir, ['--demo']);
  site = await startSite({ autoInstall: true, dataDir: first.dataDir });
  browser = await launchBrowser();

  const admin = await apiLogin(site);
  const member = await apiLogin(site, MEMBER.email, MEMBER.password);
  const tag = await call(site, 'POST', `${A}/tag`, { slug_name: 'phone-layout', display_name: 'phone-layout' }, admin);
  assert.equal(tag.code, 200, tag.msg);
  const q = await call<{ id: string }>(site, 'POST', `${A}/question`, {
    title: 'How does a very wide post look on a phone screen?',
    content: WIDE_BODY,
    tags: [{ slug_name: 'phone-layout' }],
    content_type: 1,
  }, admin);
  assert.equal(q.code, 200, q.msg);
  const answer = await call(site, 'POST', `${A}/answer`, {
    question_id: q.data.id,
    content: `An answer with its own long line: \`${'x'.repeat(120)}\` and ${'https://example.org/' + 'segment/'.repeat(12)}`,
  }, member);
  assert.equal(answer.code, 200, answer.msg);
  const comment = await call(site, 'POST', `${A}/comment`, { object_id: q.data.id, original_text: `A comment: ${'word'.repeat(30)}` }, member);
  assert.equal(comment.code, 200, comment.msg);
  detailPath = `/questions/${q.data.id}`;
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

/** A page, where a visitor and a member end up on it, and what shows that it has loaded. */
interface Visit {
  path: string;
  /** Test id that marks the page as loaded, per visitor kind (a visitor may be sent to login, a member home). */
  ready: { visitor: string; member: string };
}
const VISITS: Visit[] = [
  { path: '/questions', ready: { visitor: 'post-item', member: 'post-item' } },
  { path: '', ready: { visitor: 'comment-item', member: 'comment-item' } }, // the detail page (path set in before)
  { path: '/questions/ask', ready: { visitor: 'login-form', member: 'editor-toolbar' } },
  { path: '/tags', ready: { visitor: 'tag-card', member: 'tag-card' } },
  { path: '/search?q=phone', ready: { visitor: 'search-item', member: 'search-item' } },
  { path: '/users/login', ready: { visitor: 'login-form', member: 'post-item' } },
  { path: '/users/register', ready: { visitor: 'register-form', member: 'post-item' } },
  { path: '/users/settings', ready: { visitor: 'login-form', member: 'profile-form' } },
  { path: '/install', ready: { visitor: 'install-already', member: 'install-already' } },
];

async function visitAll(page: Page, who: 'visitor' | 'member'): Promise<void> {
  for (const visit of VISITS) {
    const path = visit.path || detailPath;
    await page.goto(`${site.url}${path}`);
    await page.getByTestId(visit.ready[who]).first().waitFor();
    if (path === detailPath) await page.getByTestId('answer-item').first().waitFor();
    await assertFitsPhone(page, `${who} on ${path}`);
    if (path === '/install') continue; // no menu while installing
    const menu = await openHeaderMenu(page);
    await assertWithinScreen(menu, `the menu on ${path}`);
    await menu.getByRole('searchbox', { name: 'Search the site' }).waitFor();
    await menu.getByRole('button', { name: 'Ask' }).waitFor();
    await menu.getByRole('link', { name: 'Questions' }).waitFor();
    if (who === 'visitor') {
      await menu.getByRole('button', { name: 'Log in' }).waitFor();
      await menu.getByRole('button', { name: 'Sign up' }).waitFor();
    } else {
      await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
    }
    await assertFitsPhone(page, `${who} on ${path} with the menu open`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[data-testid="nav-menu-button"]')?.getAttribute('aria-expanded') === 'false');
  }
}

test('a visitor on a phone: every page fits the screen and the menu holds search, Ask, Log in and Sign up', async () => {
  const { page, errors } = await openPhonePage(browser);
  await visitAll(page, 'visitor');
  assert.deepEqual(errors, []);
});

test('a member on a phone: every page fits the screen and the menu holds their own entries', async () => {
  const { page, errors } = await openPhonePage(browser);
  await page.goto(`${site.url}/users/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(MEMBER.email);
  await form.getByLabel('Password').fill(MEMBER.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, '/');
  const menu = await openHeaderMenu(page);
  await menu.getByTestId('nav-member').getByText(MEMBER.name).waitFor();
  await page.keyboard.press('Escape');
  await visitAll(page, 'member');
  assert.deepEqual(errors, []);
});

test("the phone menu's search, Ask, Sign up and Log in lead where they say, and close the menu", async () => {
  const { page } = await openPhonePage(browser);
  await page.goto(`${site.url}/questions`);
  await page.getByTestId('post-item').first().waitFor();

  let menu = await openHeaderMenu(page);
  await menu.getByRole('searchbox', { name: 'Search the site' }).fill('react');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/search');
  await page.getByTestId('search-results').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'false');

  menu = await openHeaderMenu(page);
  await menu.getByRole('link', { name: 'Bounties' }).click();
  await page.waitForURL((u) => u.pathname === '/questions' && u.searchParams.get('content_type') === '4');

  for (const [button, path, ready] of [['Ask', '/users/login', 'login-form'], ['Sign up', '/users/register', 'register-form'], ['Log in', '/users/login', 'login-form']] as const) {
    await page.goto(`${site.url}/tags`);
    menu = await openHeaderMenu(page);
    await menu.getByRole('button', { name: button }).click();
    await waitForPath(page, path);
    await page.getByTestId(ready).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'false', `${button} closed the menu`);
  }
});

test('the detail page on a phone: the post, answer and comment are readable and the answer form is reachable', async () => {
  const { page } = await openPhonePage(browser);
  await page.goto(`${site.url}/users/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill('admin@example.com');
  await form.getByLabel('Password').fill('admin-pass-1');
  await form.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, '/');
  await page.goto(`${site.url}${detailPath}`);
  await page.getByTestId('comment-item').first().waitFor();
  // The wide code line scrolls inside the post; the text around it stays on screen.
  await assertWithinScreen(page.getByTestId('question-html'), 'the post body');
  await assertWithinScreen(page.getByTestId('answer-item').first(), 'the answer');
  await assertWithinScreen(page.getByTestId('comment-item').first(), 'the comment');
  const submit = page.getByTestId('answer-submit');
  await submit.scrollIntoViewIfNeeded();
  await assertWithinScreen(submit, 'the answer button');
  await assertFitsPhone(page, 'the detail page scrolled to the answer form');
});

test('the install wizard on a phone: its steps fit and their buttons are on the screen', async () => {
  const fresh = await startSite();
  try {
    const { page, errors } = await openPhonePage(browser);
    await page.goto(`${fresh.url}/`);
    await page.waitForURL(`${fresh.url}/install`);
    const language = page.getByTestId('install-language');
    await language.waitFor();
    await assertFitsPhone(page, 'install: language');
    await language.getByRole('button', { name: 'Next' }).click();
    const database = page.getByTestId('install-database');
    await database.waitFor();
    await assertFitsPhone(page, 'install: database');
    await database.getByRole('button', { name: 'Next' }).click();
    const config = page.getByTestId('install-config');
    await config.waitFor();
    await assertFitsPhone(page, 'install: configuration');
    // Not pressed here: creating the database runs every migration, which on a busy machine takes longer than the
    // client's 10 s request timeout (install-wizard.test.ts walks the rest of the wizard).
    await assertWithinScreen(config.getByRole('button', { name: 'Create the configuration and database' }), 'the create button');
    assert.deepEqual(errors, []);
  } finally {
    await fresh.stop();
    removeDir(fresh.dataDir);
  }
});

test('a desktop keeps the header in one line: entries, search, Ask, Log in and Sign up, and no menu button', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/questions`);
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Search the site' }).waitFor();
  await header.getByRole('button', { name: 'Ask' }).waitFor();
  await header.getByRole('button', { name: 'Log in' }).waitFor();
  await header.getByRole('button', { name: 'Sign up' }).waitFor();
  await header.getByRole('link', { name: 'Questions' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Menu' }).count(), 0);
  await context.close();
});
