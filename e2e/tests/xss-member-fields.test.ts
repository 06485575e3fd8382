// Stored and reflected XSS in Chromium against the real server: members put classic vectors into every field they
// control (through the API, as the site's own forms would), then every page that shows those fields is opened by
// another member, by the admin (whose edit pages preview the markdown in the browser) and by the author. A page
// fails when any vector runs (the marker or a dialog), when anything is left that would run on hover, focus or
// click, and when the member's text is not on the page at all (so the test cannot pass by rendering nothing).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { call } from '../lib/api.js';
import { useMailSite } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { logInUi } from '../lib/ui.js';
import { auditPage, MARKER, shownIn, watchForXss, type Probe, type XssWatch } from '../lib/xss.js';
import { CLOSE_MSG, NAMES, PROFILE, seedXss, TAGS, TITLES, type Seeded } from '../lib/xss-seed.js';

const ctx = useMailSite();
let seeded: Seeded;

interface Reader {
  context: BrowserContext;
  page: Page;
  watch: XssWatch;
}
const readers = new Map<string, Reader>();

before(async () => {
  await ctx.ready;
  seeded = await seedXss(ctx);
});

/** One logged-in page per person, reused across the tests; the marker is in place before the first navigation. */
async function as(who: 'victor' | 'admin' | 'mallory'): Promise<Reader> {
  const existing = readers.get(who);
  if (existing) return existing;
  const context = await ctx.browser.newContext();
  const watch = await watchForXss(context);
  const page = await context.newPage();
  const login = who === 'admin' ? ADMIN : seeded[who];
  await logInUi(page, ctx.site, login.email, login.password);
  await page.getByTestId('nav-avatar').waitFor();
  const reader = { context, page, watch };
  readers.set(who, reader);
  return reader;
}

async function open(reader: Reader, path: string, ready: string): Promise<Page> {
  const { page } = reader;
  await page.goto(`${ctx.site.url}${path}`);
  await page.locator(ready).first().waitFor();
  await settle(page);
  return page;
}

/**
 * Failed images, frames and their scripts settle with the network. Bounded: a page where vectors do run may keep
 * loading (frames, refreshes), and the assertion that follows says which ran.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/** Where a page must show member text: a selector and the strings it must hold. */
type Shown = [selector: string, strings: readonly string[]];

/**
 * The page is clean (nothing ran, nothing is left that would run on a gesture) and shows the member's text where
 * expected. Cleanliness first: when a vector runs, that is the failure to report, not the text it replaced.
 */
async function check(reader: Reader, label: string, shown: Shown[]): Promise<void> {
  const { page, watch } = reader;
  const findings = await auditPage(page);
  await page.waitForTimeout(100); // a handler the audit's synthetic events reached reports through the binding
  // Page errors count too: a vector that half-ran (a blocked script URL, a marker out of reach) throws.
  const ran = { hits: watch.hits.splice(0), dialogs: watch.dialogs.splice(0), errors: watch.errors.splice(0), findings };
  assert.deepEqual(ran, { hits: [], dialogs: [], errors: [], findings: [] }, `${label} (${page.url()})`);
  for (const [selector, strings] of shown) {
    const text = await shownIn(page, selector);
    assert.ok(text.length > 0, `${label}: nothing matches ${selector}`);
    assert.deepEqual(strings.filter((s) => !text.includes(s)), [], `${label}: missing from ${selector}`);
  }
}

const idsOf = (list: Probe[]) => list.map((p) => p.id);
const tagNames = TAGS.map((t) => t.display);
const sel = (testId: string) => `[data-testid="${testId}"]`;

test('validation refuses some vectors outright; the rest are stored as written', async (t) => {
  // The seed asserted each refusal; listed here so a reader of the run knows which vectors never reach a page.
  for (const line of seeded.refused) t.diagnostic(`refused: ${line}`);
  const me = await call<{ display_name: string; location: string; website: string }>(ctx.site, 'GET', '/answer/api/v1/user/info', undefined, seeded.mallory.token);
  assert.equal(me.data.display_name, NAMES.mallory);
  assert.equal(me.data.location, PROFILE.location);
  assert.equal(me.data.website, PROFILE.website);
});

test('question detail: title, body, tags, authors, answers, comments, replies, mentions and invitations stay text', async () => {
  const reader = await as('victor');
  const page = await open(reader, `/questions/${seeded.ids.main}`, sel('answer-html'));
  const postComments = `${sel('comment-list')}[data-object-id="${seeded.ids.main}"]`;
  const answerComments = `${sel('comment-list')}[data-object-id="${seeded.ids.eveAnswer}"]`;
  await page.locator(postComments).getByTestId('comment-show-more').click();
  await page.locator(postComments).getByTestId('comment-item').nth(seeded.comment.length - 1).waitFor();
  await settle(page);
  await check(reader, 'question detail', [
    [sel('question-title'), [TITLES.main]],
    [sel('question-html'), idsOf(seeded.post)],
    [sel('question-tags'), tagNames],
    [sel('question-meta'), [NAMES.mallory]],
    [sel('answer-list'), [...idsOf(seeded.answer), 'short-a2', 'short-a3', NAMES.eve, NAMES.trudy, NAMES.oscar]],
    [postComments, [...idsOf(seeded.comment), NAMES.mallory]],
    // A reply names whom it answers.
    [answerComments, ['short-k1', 'short-k2', 'short-k3', NAMES.oscar, NAMES.trudy, NAMES.eve]],
    // The post's author is never invited, so the list holds the other three.
    [sel('invited-list'), [NAMES.eve, NAMES.trudy, NAMES.oscar]],
  ]);
  // The mention became a link to the member: mentions are linked after sanitizing, then sanitized again.
  assert.equal(await page.locator(`${answerComments} a[href="/users/mallory"]`).count(), 1);
});

test('closed posts: the close reason is text, a duplicate link stays an https link', async () => {
  const reader = await as('victor');
  await open(reader, `/questions/${seeded.ids.closed}`, sel('banner-closed'));
  await check(reader, 'closed post', [
    [sel('close-msg-text'), [CLOSE_MSG.other]],
    [sel('question-title'), [TITLES.closed]],
  ]);
  const page = await open(reader, `/questions/${seeded.ids.duplicate}`, sel('banner-closed'));
  await check(reader, 'duplicate post', [[sel('close-msg-text'), [CLOSE_MSG.duplicate]]]);
  assert.equal(await page.locator(`${sel('close-msg-text')} a`).getAttribute('href'), CLOSE_MSG.duplicate);
});

test('lists: questions, articles on the home page, the hot list and the ask page helper show titles as text', async () => {
  const reader = await as('victor');
  const questions = Object.entries(TITLES).filter(([k]) => k !== 'article').map(([, title]) => title);
  await open(reader, '/questions', sel('post-item'));
  await check(reader, 'question list', [['main', [...questions, NAMES.mallory, ...tagNames]]]);
  const page = await open(reader, '/', sel('post-item'));
  await page.getByTestId('hot-item').first().waitFor();
  await check(reader, 'home', [['main', [TITLES.article]]]);
  await open(reader, '/questions/ask', sel('title-input'));
  await page.getByTestId('title-input').fill('zebra');
  await page.getByTestId('similar-question').first().waitFor();
  await settle(page);
  await check(reader, 'ask page', [[sel('similar-questions'), [TITLES.main]]]);
});

test('tags: the list, the tag page and its info page show the renamed tags and descriptions as text', async () => {
  const reader = await as('victor');
  await open(reader, '/tags', sel('tag-card'));
  await check(reader, 'tag list', [['main', tagNames]]);
  await open(reader, '/tags/xss-a', sel('tag-post-item'));
  await check(reader, 'tag page', [
    [sel('tag-title'), [TAGS[0].display]],
    [sel('tag-description'), idsOf(seeded.tag)],
    [sel('tag-page'), [TITLES.closed, TITLES.iframe]],
  ]);
  await open(reader, '/tags/xss-a/info', sel('tag-description'));
  await check(reader, 'tag info page', [[sel('tag-description'), idsOf(seeded.tag)]]);
});

test('search: vector queries are echoed as text and hits show titles and excerpts as text', async () => {
  const reader = await as('victor');
  await open(reader, '/search?q=zebra', sel('search-item'));
  await check(reader, 'search hits', [[sel('search-results'), [TITLES.main, TITLES.encoded, TITLES.template]]]);
  // Reflected: the query comes from the address, which anyone can send a member.
  const queries = [
    `<img src=x onerror=${MARKER}('q1')> zebra`,
    `"><svg onload=${MARKER}('q2')>{{constructor.constructor('${MARKER}("q3")')()}}`,
    `[<script>${MARKER}('q4')</script>] user:"><b>`,
  ];
  for (const q of queries) {
    await open(reader, `/search?q=${encodeURIComponent(q)}`, `${sel('search-item')}, ${sel('search-empty')}`);
    await check(reader, `search for ${q}`, [
      ['h1', [q]],
      [sel('search-page-input'), [q]],
    ]);
  }
});

test('bookmarks: the bookmarked posts of the attacker are listed as text', async () => {
  const reader = await as('victor');
  await open(reader, '/users/victor/bookmarks', sel('bookmark-item'));
  await check(reader, 'bookmarks', [[sel('bookmarks-page'), Object.values(TITLES)]]);
});

test("the admin's edit pages preview a member's markdown without running it", async () => {
  // The editor renders its preview in the browser, not on the server: staff editing a member's post see it.
  const reader = await as('admin');
  await open(reader, `/posts/${seeded.ids.main}/edit`, sel('editor-preview'));
  await check(reader, 'post edit page', [
    [sel('editor-preview'), idsOf(seeded.post)],
    [sel('title-input'), [TITLES.main]],
  ]);
  await open(reader, `/posts/${seeded.ids.main}/${seeded.ids.eveAnswer}/edit`, sel('editor-preview'));
  await check(reader, 'answer edit page', [
    [sel('edit-answer-question'), idsOf(seeded.post)],
    [sel('editor-preview'), idsOf(seeded.answer)],
  ]);
  await open(reader, `/tags/${seeded.ids.tagA}/edit`, sel('editor-preview'));
  await check(reader, 'tag edit page', [
    [sel('editor-preview'), idsOf(seeded.tag)],
    [sel('tag-display-name'), [TAGS[0].display]],
  ]);
});

test("the author's settings show the profile as text, and the stored about-me HTML is safe in a page", async () => {
  const reader = await as('mallory');
  const page = await open(reader, '/users/settings/profile', sel('profile-form'));
  await check(reader, 'profile settings', [
    [sel('profile-form'), [NAMES.mallory, PROFILE.website, PROFILE.location, ...idsOf(seeded.bio)]],
    [sel('nav-avatar'), [NAMES.mallory]],
  ]);
  // Pages put bio_html in as HTML (the server says it is safe as is): here it goes straight into a page as well.
  const me = await call<{ bio_html: string }>(ctx.site, 'GET', '/answer/api/v1/user/info', undefined, seeded.mallory.token);
  await page.evaluate((html) => {
    const div = document.createElement('div');
    div.dataset.testid = 'bio-html';
    div.innerHTML = html;
    document.body.append(div);
  }, me.data.bio_html);
  await settle(page);
  await check(reader, 'bio_html in a page', [[sel('bio-html'), idsOf(seeded.bio)]]);
});

test("another member opens the attacker's profile: names, links and place as text, the about-me HTML inert", async () => {
  const reader = await as('victor');
  await open(reader, '/users/mallory', sel('profile-bio'));
  await check(reader, 'profile page', [
    [sel('profile-header'), [NAMES.mallory, PROFILE.website, PROFILE.location]],
    [sel('profile-bio'), idsOf(seeded.bio)],
  ]);
});
