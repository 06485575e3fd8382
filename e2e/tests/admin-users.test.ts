// The admin's users pages in Chromium against the real server: the admin bulk-adds members (a bad line is named and
// nobody is added until it is fixed), suspends one (who is then told so and cannot get in to post), makes one a
// moderator (who then sees /review), and sets one a new password (which they log in with). Acting on oneself is
// refused with the spec's toast. The admin also adds one member (who logs in at once) and edits a member's profile.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { useMailSite } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { checkInPopup, clickInPopup, logInUi, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let adminToken = '';
let admin: { page: Page; errors: string[] };

const LINES = ['Sue Park, sue@e2e.test, sue-pass-123', 'Bad Line, not-an-email, bad-pass-123', 'Mo Reyes, mo@e2e.test, mo-pass-1234', 'Pat Lee, pat@e2e.test, pat-pass-123'];

before(async () => {
  await ctx.ready;
  adminToken = await apiLogin(ctx.site);
  admin = await openAs(ctx.browser, ctx.site, { email: ADMIN.email, password: ADMIN.password }, '/admin/users');
});

/** Shows the one row the search finds and opens its action menu at `action`. */
async function actOn(username: string, email: string, action: string) {
  const { page } = admin;
  const search = page.getByTestId('users-search').locator('input');
  await search.fill(email);
  await search.press('Enter');
  await page.getByTestId(`user-link-${username}`).waitFor();
  await page.getByTestId(`user-actions-${username}`).click();
  await clickInPopup(page.getByRole('menuitem', { name: action }));
}

const found = async (email: string) =>
  (await call<{ count: number }>(ctx.site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(email)}`, undefined, adminToken)).data.count;

test('bulk add: the bad line is shown by its number and nobody is added; fixed, all four are', async () => {
  const { page } = admin;
  await page.getByTestId('users-table').waitFor();
  assert.equal(await page.getByRole('menuitem', { name: 'Users' }).getAttribute('class').then((c) => c?.includes('ant-menu-item-selected')), true);
  await page.getByTestId('users-add').click();
  const box = page.getByTestId('bulk-add-users');
  await box.fill(LINES.join('\n'));
  await page.getByTestId('bulk-add-submit').click();
  const line2 = page.getByTestId('bulk-line-2');
  await line2.waitFor();
  const text = await line2.innerText();
  assert.match(text, /Line 2/);
  assert.match(text, /Bad Line, not-an-email, bad-pass-123/);
  assert.match(text, /Email format is not valid\./);
  assert.equal(await page.getByTestId('bulk-line-1').count(), 0);
  assert.equal(await found('sue@e2e.test'), 0, 'nobody from a refused batch');

  await box.fill(LINES.map((l) => l.replace('not-an-email', 'bad@e2e.test')).join('\n'));
  await page.getByTestId('bulk-add-submit').click();
  await page.getByText('4 users added.').waitFor();
  for (const name of ['sue-park', 'bad-line', 'mo-reyes', 'pat-lee']) await page.getByTestId(`user-link-${name}`).waitFor();
  assert.equal(await found('sue@e2e.test'), 1);
});

test('a suspended member is told so at login and cannot post', async () => {
  const { page } = admin;
  await actOn('sue-park', 'sue@e2e.test', 'Change status');
  await checkInPopup(page.getByRole('radio', { name: /^Suspended/ }));
  await page.getByText('How long will the user be suspended for?').waitFor();
  await page.getByTestId('suspend-duration').click();
  await page.getByTitle('7 days').click();
  await page.getByTestId('status-submit').click();
  await page.getByText('Update successful.').first().waitFor();
  await page.getByTestId('user-link-sue-park').locator('xpath=ancestor::tr').getByText(/^Suspended until /).waitFor();

  const sue = await openPage(ctx.browser);
  await logInUi(sue.page, ctx.site, 'sue@e2e.test', 'sue-pass-123');
  await waitForPath(sue.page, '/users/account-suspended');
  await sue.page.getByText('Your account has been suspended.').waitFor();
  await sue.page.goto(`${ctx.site.url}/questions/ask`);
  await waitForPath(sue.page, /^\/users\/(login|account-suspended)/);
  const login = await call(ctx.site, 'POST', `${A}/user/login/email`, { e_mail: 'sue@e2e.test', pass: 'sue-pass-123' });
  assert.deepEqual([login.code, login.msg], [403, 'Your account has been suspended.']);
  await sue.page.context().close();
});

test('a member made moderator sees the review queue', async () => {
  const { page } = admin;
  const mo = await openAs(ctx.browser, ctx.site, { email: 'mo@e2e.test', password: 'mo-pass-1234' }, '/review');
  await mo.page.getByText('You do not have permission to access this page.').waitFor();

  await actOn('mo-reyes', 'mo@e2e.test', 'Change role');
  await page.getByText('Has access to all posts except admin settings.').waitFor();
  await checkInPopup(page.getByRole('radio', { name: /^Moderator/ }));
  await page.getByTestId('role-submit').click();
  await page.getByText('Update successful.').first().waitFor();
  await page.getByTestId('user-link-mo-reyes').locator('xpath=ancestor::tr').getByText('Moderator', { exact: true }).waitFor();

  await mo.page.goto(`${ctx.site.url}/review`);
  await mo.page.getByTestId('review-tab-queued_post').waitFor();
  assert.equal(await mo.page.getByText('You do not have permission to access this page.').count(), 0);
  await mo.page.context().close();
});

test('a password the admin sets: too short is refused on the field; the member logs in with the new one', async () => {
  const { page } = admin;
  await actOn('pat-lee', 'pat@e2e.test', 'Set new password');
  await page.getByTestId('password-input').fill('short');
  await page.getByTestId('password-submit').click();
  await page.getByText('Password length must be 8-32 characters.').waitFor();
  await page.getByTestId('password-input').fill('pat-new-pass-9');
  await page.getByTestId('password-submit').click();
  await page.getByText('Password updated successfully.').waitFor();

  const old = await call(ctx.site, 'POST', `${A}/user/login/email`, { e_mail: 'pat@e2e.test', pass: 'pat-pass-123' });
  assert.equal(old.code, 400, 'the old password no longer works');
  const pat = await openPage(ctx.browser);
  await logInUi(pat.page, ctx.site, 'pat@e2e.test', 'pat-new-pass-9');
  await pat.page.getByTestId('nav-avatar').waitFor();
  assert.deepEqual(pat.errors, []);
  await pat.page.context().close();
});

test('add user: a short password is refused on its field; the added member logs in at once', async () => {
  const { page } = admin;
  await page.goto(`${ctx.site.url}/admin/users`);
  await page.getByTestId('users-add-one').click();
  await page.getByTestId('add-user-display-name').fill('Kim Solo');
  await page.getByTestId('add-user-email').fill('kim@e2e.test');
  await page.getByTestId('add-user-password').fill('short');
  await page.getByTestId('add-user-submit').click();
  await page.getByText('Password length must be 8-32 characters.').waitFor();
  assert.equal(await found('kim@e2e.test'), 0);
  await page.getByTestId('add-user-password').fill('kim-pass-1234');
  await page.getByTestId('add-user-submit').click();
  await page.getByText('User added.').waitFor();
  await page.getByTestId('user-link-kim-solo').waitFor();
  const kim = await call(ctx.site, 'POST', `${A}/user/login/email`, { e_mail: 'kim@e2e.test', pass: 'kim-pass-1234' });
  assert.equal(kim.code, 200, kim.msg);
});

test("edit profile: a taken username is refused on its field; the new name shows on the member's pages", async () => {
  const { page } = admin;
  await page.goto(`${ctx.site.url}/admin/users`);
  await actOn('kim-solo', 'kim@e2e.test', 'View user');
  await page.getByTestId('admin-user').waitFor();
  await page.getByTestId('user-edit-profile').click();
  const username = page.getByTestId('profile-username');
  assert.equal(await username.inputValue(), 'kim-solo');
  await username.fill('mo-reyes');
  await page.getByTestId('profile-submit').click();
  await page.getByText('This username is already taken.').waitFor();
  await username.fill('kim_renamed');
  await page.getByTestId('profile-display-name').fill('Kim Renamed');
  await page.getByTestId('profile-submit').click();
  await page.getByText('Update successful.').first().waitFor();
  await page.getByRole('heading', { name: 'Kim Renamed' }).waitFor();
  await page.getByText('@kim_renamed').waitFor();
  const profile = await call<{ display_name: string }>(ctx.site, 'GET', `${A}/personal/user/info?username=kim_renamed`);
  assert.equal(profile.data.display_name, 'Kim Renamed');
  await page.goto(`${ctx.site.url}/admin/users`);
});

test("a user's page shows their counts; acting on oneself is refused with the spec's toast", async () => {
  const { page } = admin;
  await actOn('bad-line', 'bad@e2e.test', 'View user');
  await page.getByTestId('admin-user').waitFor();
  await page.getByRole('heading', { name: 'Bad Line' }).waitFor();
  assert.match(await page.getByTestId('user-counts').innerText(), /Questions/);

  await page.goto(`${ctx.site.url}/admin/users`);
  await actOn('admin', ADMIN.email, 'Change role');
  await checkInPopup(page.getByRole('radio', { name: /^User/ }));
  await page.getByTestId('role-submit').click();
  await page.getByText('Forbidden to perform operations on oneself.').waitFor();
  const me = await call<{ role_id: number }>(ctx.site, 'GET', `${A}/user/info`, undefined, adminToken);
  assert.equal(me.data.role_id, 2);
});

test('deleting a member with "remove their content" in the delete modal takes their question down', async () => {
  const { page } = admin;
  const tag = await call(ctx.site, 'POST', `${A}/question`, { title: 'A first question that makes the tag here', content: 'Body text long enough for a question.', tags: [{ slug_name: 'e2e-users' }], content_type: 1 }, adminToken);
  assert.equal(tag.code, 200, tag.msg);
  const bad = await apiLogin(ctx.site, 'bad@e2e.test', 'bad-pass-123');
  const asked = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, { title: 'A question from a member who will leave', content: 'Body text long enough for a question.', tags: [{ slug_name: 'e2e-users' }], content_type: 1 }, bad);
  assert.equal(asked.code, 200, asked.msg);
  assert.equal((await call(ctx.site, 'GET', `${A}/question/info?id=${asked.data.id}`)).code, 200);

  await page.goto(`${ctx.site.url}/admin/users`);
  await actOn('bad-line', 'bad@e2e.test', 'Change status');
  await checkInPopup(page.getByRole('radio', { name: /^Deleted/ }));
  await page.getByTestId('status-submit').click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Delete this user' });
  await modal.getByText('Are you sure you want to delete this user? This is permanent!').waitFor();
  await checkInPopup(modal.getByRole('checkbox', { name: 'Remove all questions, answers, comments, etc.' }));
  await page.getByTestId('delete-user-submit').click();
  await page.getByText('Update successful.').first().waitFor();
  assert.equal((await call(ctx.site, 'GET', `${A}/question/info?id=${asked.data.id}`)).code, 404);
  const deleted = await call<{ list: { status: string }[] }>(ctx.site, 'GET', '/answer/admin/api/users/page?status=deleted&query=bad%40e2e.test', undefined, adminToken);
  assert.equal(deleted.data.list[0]?.status, 'deleted');
  assert.deepEqual(admin.errors, []);
});
