// A member's own data in Chromium against the real server: "Download your data" saves a JSON file holding their
// posts, and deleting the account with the password logs them out everywhere, keeps their post (now shown as a
// deleted user's) and stops their address and password from logging in.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, test } from 'node:test';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { openAs } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let member: Member;
let token = '';
let postId = '';

before(async () => {
  await ctx.ready;
  member = await signUpMember(ctx, 'leaver');
  const admin = await apiLogin(ctx.site);
  // A tag members may use (only staff create tags).
  assert.equal((await call(ctx.site, 'POST', `${A}/question`, { title: 'Which strings should a beginner buy', content: 'Light ones, mostly.', tags: [{ slug_name: 'e2e-data' }] }, admin)).code, 200);
  token = await apiLogin(ctx.site, member.email, member.password);
  const q = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, { title: 'How do I keep my guitar in tune', content: 'It drifts every day.', tags: [{ slug_name: 'e2e-data' }] }, token);
  assert.equal(q.code, 200, q.msg);
  postId = q.data.id;
});

test('"Download your data" saves a JSON file with the member’s profile and posts', async () => {
  const { page } = await openAs(ctx.browser, ctx.site, member, '/users/settings/account');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your data' }).click()]);
  assert.equal(download.suggestedFilename(), 'leaver-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  assert.equal(data.profile.e_mail, member.email);
  assert.deepEqual(data.posts.map((p: { title: string }) => p.title), ['How do I keep my guitar in tune']);
  await page.close();
});

test('deleting the account with the password: logged out, the post stays as a deleted user’s, the login is gone', async () => {
  const { page } = await openAs(ctx.browser, ctx.site, member, '/users/settings/account');
  await page.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your account was deleted.').waitFor();
  await page.waitForURL(`${ctx.site.url}/`);
  assert.equal(await page.getByTestId('nav-avatar').count(), 0, 'logged out');
  // The API session made before is over too.
  assert.equal((await call(ctx.site, 'GET', `${A}/user/info`, undefined, token)).data, null);
  const login = await call(ctx.site, 'POST', `${A}/user/login/email`, { e_mail: member.email, pass: member.password });
  assert.notEqual(login.code, 200, 'the address and password no longer log in');

  await page.goto(`${ctx.site.url}/questions/${postId}`);
  await page.getByTestId('question-title').getByText('How do I keep my guitar in tune').waitFor();
  await page.getByTestId('question-meta').getByText('Deleted user').waitFor();
  await page.close();
});
