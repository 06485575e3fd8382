// What a newcomer meets first, in Chromium against the real server: each list says which kind it shows and the header
// selects it; Ask opens the ask page on the list's kind and saves that kind; the header and avatar menu lead to the
// tags, AI pictures, profile and bookmarks pages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, call, uploadPicture } from '../lib/api.js';
import { png } from '../lib/png.js';
import { launchBrowser, openPage } from '../lib/browser.js';
import { ADMIN, removeDir, startSite, type Site } from '../lib/site.js';
import { chooseTag, clickInPopup, here, logInUi, waitForPath } from '../lib/ui.js';

const A = '/answer/api/v1';
const TAG = 'e2e-first';
const KINDS = [
  { type: 1, name: 'Questions' },
  { type: 2, name: 'Articles' },
  { type: 3, name: 'Resources' },
  { type: 4, name: 'Bounties' },
  { type: 5, name: 'AI pictures' },
] as const;

let site: Site;
let browser: Browser;
let admin: string;

before(async () => {
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
  admin = await apiLogin(site);
  // One post of each kind; the admin's first post creates the tag.
  for (const { type, name } of KINDS) {
    // An AI picture post carries its picture.
    const picture = type === 5 ? { picture_id: await uploadPicture(site, admin, png()) } : {};
    const body = { title: `The first of the ${name.toLowerCase()} here`, content: 'Some content.', tags: [{ slug_name: TAG }], content_type: type, ...picture };
    const res = await call(site, 'POST', `${A}/question`, body, admin);
    assert.equal(res.code, 200, res.msg);
  }
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
});

async function titlesOf(type: number): Promise<string[]> {
  const res = await call<{ list: { title: string }[] }>(site, 'GET', `${A}/question/page?page=1&page_size=20&order=newest&content_type=${type}`);
  return res.data.list.map((q) => q.title);
}

/** The list's h1 and the header entry shown selected, once the list has loaded. */
async function listState(page: Page) {
  await page.getByTestId('post-item').first().waitFor();
  return {
    heading: await page.getByRole('heading', { level: 1 }).innerText(),
    selected: await page.locator('.ant-menu-item-selected').innerText(),
    titles: await page.getByTestId('post-title').allInnerTexts(),
  };
}

async function asAdmin(): Promise<Page> {
  const { page } = await openPage(browser);
  page.on('dialog', (d) => void d.accept());
  await logInUi(page, site, ADMIN.email, ADMIN.password);
  await page.getByTestId('nav-avatar').waitFor();
  return page;
}

test('/questions lists questions with Questions selected; / says it shows articles', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/questions`);
  assert.deepEqual(await listState(page), { heading: 'Questions', selected: 'Questions', titles: await titlesOf(1) });

  await page.goto(`${site.url}/`);
  assert.deepEqual(await listState(page), { heading: 'Articles', selected: 'Articles', titles: await titlesOf(2) });
  assert.deepEqual(errors, []);
});

test('?content_type= picks each kind, on / and on /questions, and the header selects it', async () => {
  const { page } = await openPage(browser);
  for (const { type, name } of KINDS) {
    for (const path of ['/', '/questions']) {
      await page.goto(`${site.url}${path}?content_type=${type}`);
      const state = await listState(page);
      assert.deepEqual(state, { heading: name, selected: name, titles: await titlesOf(type) }, `${path}?content_type=${type}`);
    }
  }
});

test("Ask from the articles list opens 'Publish your article' and saves an article", async () => {
  const page = await asAdmin();
  await page.goto(`${site.url}/`);
  await page.getByTestId('post-item').first().waitFor();
  await page.getByTestId('nav-ask').click();
  await page.getByTestId('ask-page').waitFor();
  assert.equal(here(page), '/questions/ask?content_type=2');
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Write an article');
  const submit = page.getByRole('button', { name: 'Publish your article' });

  await page.getByTestId('title-input').fill('What I learned on my first day');
  await page.getByTestId('content-editor').fill('A short article about the first day.');
  await chooseTag(page, TAG);
  await submit.click();
  await waitForPath(page, /^\/questions\/\d+\/what-i-learned-on-my-first-day$/);
  await page.getByTestId('question-time').waitFor();
  assert.match(await page.getByTestId('question-time').innerText(), /^Published /);

  const id = new URL(page.url()).pathname.split('/')[2]!;
  const saved = await call<{ content_type: number }>(site, 'GET', `${A}/question/info?id=${id}`, undefined, admin);
  assert.equal(saved.data.content_type, 2, 'the saved post is an article');
  assert.ok((await titlesOf(2)).includes('What I learned on my first day'));
});

test('Ask from the questions list, or from anywhere else, asks a question', async () => {
  const page = await asAdmin();
  for (const from of ['/questions', '/tags']) {
    await page.goto(`${site.url}${from}`);
    await page.getByTestId('nav-ask').click();
    await page.getByTestId('ask-page').waitFor();
    assert.equal(here(page), '/questions/ask?content_type=1', `Ask from ${from}`);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Ask a question');
    await page.getByRole('button', { name: 'Post your question' }).waitFor();
  }
});

test('the header leads to the tags and the AI pictures; the avatar menu to the profile and the bookmarks', async () => {
  const page = await asAdmin();
  await page.goto(`${site.url}/questions`);
  await page.getByTestId('post-item').first().waitFor();

  await page.getByTestId('nav-tag').click();
  await waitForPath(page, '/tags');
  await page.getByTestId('tag-list').getByText(TAG).first().waitFor();
  assert.equal(await page.locator('.ant-menu-item-selected').innerText(), 'Tags');

  await page.getByTestId('nav-aipic').click();
  await waitForPath(page, /^\/questions\?content_type=5$/);
  assert.deepEqual(await listState(page), { heading: 'AI pictures', selected: 'AI pictures', titles: await titlesOf(5) });

  await page.getByTestId('nav-avatar').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Profile' }));
  await waitForPath(page, '/users/settings/profile');
  await page.getByTestId('profile-form').waitFor();

  // A post bookmarked on its page shows in the list the avatar menu leads to, and opens from there.
  const article = (await call<{ list: { id: string; title: string }[] }>(site, 'GET', `${A}/question/page?page=1&page_size=5&content_type=2`)).data.list[0]!;
  await page.goto(`${site.url}/questions/${article.id}`);
  await page.getByTestId('bookmark-button').click();
  await page.getByTestId('bookmark-button').and(page.locator('[aria-pressed="true"]')).waitFor();
  await page.getByTestId('nav-avatar').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Bookmarks' }));
  await waitForPath(page, `/users/${ADMIN.name}/bookmarks`);
  // The address changes before the bookmarks page (another remote) replaces the post on screen.
  await page.getByRole('heading', { level: 1, name: 'Bookmarks' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Bookmarks');
  const items = page.getByTestId('bookmark-item');
  await items.first().waitFor();
  assert.deepEqual(await items.getByRole('link').allInnerTexts(), [article.title]);
  await items.getByRole('link', { name: article.title }).click();
  await waitForPath(page, new RegExp(`^/questions/${article.id}`));
});
