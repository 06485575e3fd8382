// Post states in Chromium against the real server: a moderator closes with a reason and reopens, an author deletes
// and undoes it, an admin pins (first on the home list) and unpins, unlists (gone from the list, still opens by
// link), a member's bookmark and follow survive a reload, and the address follows the permalink setting.
// Set-up (members, posts) goes through the API; what the tests are about goes through the page.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { writePermalink } from '../lib/question-state.js';
import { ADMIN, startSite } from '../lib/site.js';
import { clickInPopup, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let ann: Member; // author
let mo: Member; // moderator
let bob: Member; // another member
const admin: Member = { id: '1', email: ADMIN.email, password: ADMIN.password };
const tokens: Record<string, string> = {};
const posts: Record<string, { id: string; slug: string; title: string }> = {};

async function post(key: string, title: string, contentType: number) {
  const res = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, {
    title,
    content: `The body of "${title}", long enough to be a real post.`,
    tags: [{ slug_name: 'e2e-states' }],
    content_type: contentType,
  }, tokens.ann);
  assert.equal(res.code, 200, res.msg);
  const info = await call<{ url_title: string }>(ctx.site, 'GET', `${A}/question/info?id=${res.data.id}`);
  posts[key] = { id: res.data.id, slug: info.data.url_title, title };
}

before(async () => {
  await ctx.ready;
  [ann, mo, bob] = [await signUpMember(ctx, 'ann'), await signUpMember(ctx, 'mo'), await signUpMember(ctx, 'bob')];
  for (const [name, m] of Object.entries({ ann, mo, bob })) tokens[name] = await apiLogin(ctx.site, m.email, m.password);
  tokens.admin = await apiLogin(ctx.site);
  const role = await call(ctx.site, 'PUT', '/answer/admin/api/user/role', { user_id: mo.id, role_id: 3 }, tokens.admin);
  assert.equal(role.code, 200, role.msg);
  const tag = await call(ctx.site, 'POST', `${A}/tag`, { slug_name: 'e2e-states', display_name: 'e2e-states' }, tokens.admin);
  assert.equal(tag.code, 200, tag.msg);
  await post('close', 'Can a moderator close this question?', 1);
  await post('delete', 'A question its author will delete', 1);
  await post('pin', 'An article the admin pins', 2);
  await post('hide', 'An article the admin unlists', 2);
  await post('newest', 'The newest article of all', 2);
  await post('marks', 'A question to bookmark and follow', 1);
});

/** A page logged in as `m`, opened on `path`, once the post's title shows. */
const as = (m: Member | null, path: string) => openAs(ctx.browser, ctx.site, m, path);

/** Picks an entry of the post's menu; confirmation dialogs are accepted. */
async function menu(page: Page, action: string, confirm = true) {
  await page.getByTestId('post-actions-menu').click();
  await clickInPopup(page.getByTestId(`post-action-${action}`));
  if (confirm) await page.getByTestId('confirm-ok').click();
}

async function homeTitles(page: Page): Promise<string[]> {
  await page.goto(`${ctx.site.url}/`);
  await page.getByTestId('post-item').first().waitFor();
  return page.getByTestId('post-title').allInnerTexts();
}

test('a moderator closes a question with a reason, the banner shows it, and reopens it', async () => {
  const { page, errors } = await as(mo, `/questions/${posts.close!.id}`);
  await page.getByTestId('question-title').waitFor();
  await menu(page, 'close', false);
  const form = page.getByTestId('close-form');
  await form.getByText('a community-specific reason').click();
  await page.getByTestId('close-submit').click();
  const banner = page.getByTestId('banner-closed');
  await banner.waitFor();
  assert.match(await banner.innerText(), /a community-specific reason/);
  await menu(page, 'reopen');
  await banner.waitFor({ state: 'detached' });
  const info = await call<{ status: number }>(ctx.site, 'GET', `${A}/question/info?id=${posts.close!.id}`);
  assert.equal(info.data.status, 1);
  assert.deepEqual(errors, []);
});

test('the author deletes their post and undoes it', async () => {
  const { page, errors } = await as(ann, `/questions/${posts.delete!.id}`);
  await page.getByTestId('question-title').waitFor();
  await menu(page, 'delete');
  await page.getByTestId('banner-deleted').waitFor();
  const hidden = await call(ctx.site, 'GET', `${A}/question/info?id=${posts.delete!.id}`);
  assert.equal(hidden.code, 404, 'others no longer see it');
  await page.getByTestId('undo-delete').click();
  await page.getByTestId('banner-deleted').waitFor({ state: 'detached' });
  const back = await call(ctx.site, 'GET', `${A}/question/info?id=${posts.delete!.id}`);
  assert.equal(back.code, 200);
  assert.deepEqual(errors, []);
});

test('an admin pins an article: first on the home list; unpinned, it is not', async () => {
  const { page } = await as(admin, `/questions/${posts.pin!.id}`);
  await page.getByTestId('question-title').waitFor();
  await menu(page, 'pin');
  await page.getByTestId('banner-pinned').waitFor();
  assert.equal((await homeTitles(page))[0], posts.pin!.title);
  await page.goto(`${ctx.site.url}/questions/${posts.pin!.id}`);
  await page.getByTestId('banner-pinned').waitFor();
  await menu(page, 'unpin');
  await page.getByTestId('banner-pinned').waitFor({ state: 'detached' });
  const titles = await homeTitles(page);
  assert.equal(titles[0], posts.newest!.title);
  assert.ok(titles.includes(posts.pin!.title));
});

test('an unlisted article is gone from the list but still opens by its link; listed again, it is back', async () => {
  const { page } = await as(admin, `/questions/${posts.hide!.id}`);
  await page.getByTestId('question-title').waitFor();
  await menu(page, 'hide');
  await page.getByTestId('banner-unlisted').waitFor();
  assert.ok(!(await homeTitles(page)).includes(posts.hide!.title));
  const visitor = await as(null, `/questions/${posts.hide!.id}`);
  assert.equal(await visitor.page.getByTestId('question-title').innerText(), posts.hide!.title);
  await page.goto(`${ctx.site.url}/questions/${posts.hide!.id}`);
  await page.getByTestId('banner-unlisted').waitFor();
  await menu(page, 'show');
  await page.getByTestId('banner-unlisted').waitFor({ state: 'detached' });
  assert.ok((await homeTitles(page)).includes(posts.hide!.title));
});

test('a member bookmarks and follows a post; both stay after a reload', async () => {
  const { page, errors } = await as(bob, `/questions/${posts.marks!.id}`);
  await page.getByTestId('bookmark-button').click();
  await page.getByTestId('bookmark-button').filter({ hasText: 'Bookmarked 1' }).waitFor();
  await page.getByTestId('follow-button').click();
  await page.getByTestId('follow-button').filter({ hasText: 'Following 1' }).waitFor();
  await page.reload();
  await page.getByTestId('bookmark-button').filter({ hasText: 'Bookmarked 1' }).waitFor();
  await page.getByTestId('follow-button').filter({ hasText: 'Following 1' }).waitFor();
  assert.equal(await page.getByTestId('bookmark-button').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(errors, []);
});

test('the address follows the permalink setting and keeps the answer id', async () => {
  const p = posts.marks!;
  const answer = await call<{ info: { id: string } }>(ctx.site, 'POST', `${A}/answer`, { question_id: p.id, content: 'An answer to link to directly.' }, tokens.bob);
  assert.equal(answer.code, 200, answer.msg);
  const aid = answer.data.info.id;
  // Default (1): id and title.
  const first = await as(null, `/questions/${p.id}`);
  await waitForPath(first.page, `/questions/${p.id}/${p.slug}`);
  await first.page.context().close();

  // 2: id only. Written where the server reads it, the site stopped and started again on the same data.
  const dataDir = ctx.site.dataDir;
  await ctx.site.stop();
  await writePermalink(dataDir, 2);
  ctx.site = await startSite({ autoInstall: true, dataDir });
  const second = await as(null, `/questions/${p.id}/${p.slug}/${aid}`);
  await waitForPath(second.page, `/questions/${p.id}/${aid}`);
  await second.page.getByTestId('question-title').waitFor();
  const plain = await as(null, `/questions/${p.id}/${p.slug}`);
  await waitForPath(plain.page, `/questions/${p.id}`);
});
