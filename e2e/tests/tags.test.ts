// Tags against the real server in Chromium: a moderator creates one (the spec's messages first), a member below the
// reputation to create one finds the button disabled but edits the description and follows the tag, synonyms show on the info page, deletion is
// refused for a tag with posts and works (with undelete) for an unused one, and the tag page lists its posts.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { signUpMember, useMailSite } from '../lib/mail-site.js';
import { clickInPopup, logInUi, waitForPath } from '../lib/ui.js';
import { membersSuggestEdits } from '../lib/privileges.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let adminToken = '';
let moderator = { email: '', password: '' };
let member = { email: '', password: '' };
const pages = new Map<string, Page>();

before(async () => {
  await ctx.ready;
  adminToken = await apiLogin(ctx.site);
  const mod = await signUpMember(ctx, 'tagmod');
  const role = await call(ctx.site, 'PUT', '/answer/admin/api/user/role', { user_id: mod.id, role_id: 3 }, adminToken);
  assert.equal(role.code, 200, role.msg);
  moderator = mod;
  member = await signUpMember(ctx, 'tagmember');
  // An unused tag, and a tag carried by a post (asked through the real ask call).
  for (const slug of ['e2e-free', 'e2e-used']) {
    const res = await call(ctx.site, 'POST', `${A}/tag`, { slug_name: slug, display_name: slug, original_text: '' }, adminToken);
    assert.equal(res.code, 200, res.msg);
  }
  const asked = await call(
    ctx.site,
    'POST',
    `${A}/question`,
    { title: 'A post tagged for the e2e tag page', content: 'Some content for this post.', tags: [{ slug_name: 'e2e-used' }], content_type: 1 },
    adminToken,
  );
  assert.equal(asked.code, 200, asked.msg);
});

/** One logged-in page per person, reused across the tests. */
async function as(who: 'moderator' | 'member'): Promise<Page> {
  const existing = pages.get(who);
  if (existing) return existing;
  const { page } = await openPage(ctx.browser);
  const m = who === 'moderator' ? moderator : member;
  await logInUi(page, ctx.site, m.email, m.password);
  await page.getByTestId('nav-avatar').waitFor();
  pages.set(who, page);
  return page;
}

test('a moderator creates a tag after the empty and too-long display name messages', async () => {
  const page = await as('moderator');
  await page.goto(`${ctx.site.url}/tags/create`);
  const form = page.getByTestId('tag-form');
  await form.getByTestId('tag-submit').click();
  await form.getByText('Display name cannot be empty.').waitFor();
  await form.getByText('URL Slug cannot be empty.').waitFor();
  await form.getByTestId('tag-display-name').fill('x'.repeat(36));
  await form.getByText('Display name cannot exceed 35 characters.').waitFor();
  await form.getByTestId('tag-display-name').fill('E2E Tag');
  await form.getByTestId('tag-slug-name').fill('e2e-tag');
  await form.getByTestId('tag-description-editor').fill('The **first** description.');
  await form.getByTestId('tag-submit').click();
  await waitForPath(page, '/tags/e2e-tag');
  assert.equal(await page.getByTestId('tag-title').innerText(), 'E2E Tag');
  assert.match(await page.getByTestId('tag-description').innerHTML(), /<strong>first<\/strong>/);
});

test('a member below the reputation creating a tag needs (the high preset: 1500) gets Create tag disabled', async () => {
  const high = await call(ctx.site, 'PUT', '/answer/admin/api/setting/privileges', { level: 3 }, adminToken);
  assert.equal(high.code, 200, high.msg);
  try {
    const page = await as('member');
    await page.goto(`${ctx.site.url}/tags`);
    const refused = page.getByTestId('tag-create-refused');
    await refused.waitFor();
    assert.equal(await refused.isDisabled(), true);
    assert.equal(await refused.getAttribute('title'), 'You need at least 1500 reputation to do this.');
    assert.equal(await page.getByTestId('tag-create-link').count(), 0);
  } finally {
    // Back to the site's default (low), where members edit descriptions below.
    await call(ctx.site, 'PUT', '/answer/admin/api/setting/privileges', { level: 1 }, adminToken);
  }
});

test("a member's edit of the tag's description waits for review", async () => {
  await membersSuggestEdits(ctx.site);
  const page = await as('member');
  await page.goto(`${ctx.site.url}/tags/e2e-tag`);
  await page.getByTestId('tag-edit-link').click();
  const editor = page.getByTestId('tag-description-editor');
  await page.waitForFunction(() => (document.querySelector('[data-testid="tag-description-editor"]') as HTMLTextAreaElement | null)?.value.includes('first'));
  assert.equal(await page.getByTestId('tag-slug-name').isDisabled(), true);
  await editor.fill('Edited by a *member*.');
  await page.getByTestId('tag-edit-summary').fill('clearer');
  await page.getByTestId('tag-submit').click();
  await waitForPath(page, '/tags/e2e-tag/info');
  // The tag is the moderator's: the member's edit is a suggestion, the description unchanged until approved.
  await page.getByText('Your revision will show after it passes review.').waitFor();
  assert.match(await page.getByTestId('tag-description').innerHTML(), /<strong>first<\/strong>/);
});

test('a moderator adds a synonym and it shows on the info page', async () => {
  const page = await as('moderator');
  await page.goto(`${ctx.site.url}/tags/e2e-tag/info`);
  await page.getByTestId('tag-synonym-input').fill('e2e-syn');
  await page.getByTestId('tag-synonym-add').click();
  await page.getByTestId('tag-synonym').filter({ hasText: 'e2e-syn' }).waitFor();
  await page.reload();
  await page.getByTestId('tag-synonym').filter({ hasText: 'e2e-syn' }).waitFor();
  // The synonym's own address opens the main tag.
  await page.goto(`${ctx.site.url}/tags/e2e-syn`);
  await waitForPath(page, '/tags/e2e-tag');
});

test('deleting a tag with posts is refused with the message', async () => {
  const page = await as('moderator');
  await page.goto(`${ctx.site.url}/tags/e2e-used/info`);
  await page.getByTestId('tag-delete').click();
  await clickInPopup(page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }));
  await page.getByTestId('tag-action-error').getByText('A tag with posts or synonyms cannot be deleted.').waitFor();
  assert.equal(await page.getByTestId('tag-deleted-notice').count(), 0);
});

test('deleting an unused tag and undeleting it works', async () => {
  const page = await as('moderator');
  await page.goto(`${ctx.site.url}/tags/e2e-free/info`);
  await page.getByTestId('tag-delete').click();
  await clickInPopup(page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }));
  await page.getByTestId('tag-deleted-notice').waitFor();
  const gone = await call(ctx.site, 'GET', `${A}/tag?tag_name=e2e-free`);
  assert.equal(gone.code, 404, 'hidden from visitors while deleted');
  await page.getByTestId('tag-recover').click();
  await page.getByTestId('tag-delete').waitFor();
  assert.equal(await page.getByTestId('tag-deleted-notice').count(), 0);
  assert.equal((await call(ctx.site, 'GET', `${A}/tag?tag_name=e2e-free`)).code, 200);
});

test('a member follows a tag and it stays followed after a reload', async () => {
  const page = await as('member');
  await page.goto(`${ctx.site.url}/tags/e2e-tag`);
  const button = page.getByTestId('tag-follow');
  await button.getByText('Follow', { exact: true }).waitFor();
  await button.click();
  await button.getByText('Following').waitFor();
  await page.reload();
  await page.getByTestId('tag-follow').getByText('Following').waitFor();
  await page.goto(`${ctx.site.url}/tags?q=e2e-tag`);
  const card = page.locator('[data-testid="tag-card"][data-slug="e2e-tag"]');
  await card.getByText('1 follower').waitFor();
  await card.getByTestId('tag-follow').getByText('Following').waitFor();
});

test('the tag page lists the posts with that tag', async () => {
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/tags/e2e-used`);
  await page.getByTestId('tag-post-title').getByText('A post tagged for the e2e tag page').waitFor();
  assert.equal(await page.getByTestId('tag-post-item').count(), 1);
  await page.goto(`${ctx.site.url}/tags/e2e-free`);
  await page.getByTestId('tag-posts-empty').waitFor();
  assert.deepEqual(errors, []);
});
