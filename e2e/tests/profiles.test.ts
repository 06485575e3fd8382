// Profiles and the user list in Chromium against the real server. A member posts, answers, comments and votes
// through the API; other visitors then open her profile, and each tab shows what she did.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { logInUi } from '../lib/ui.js';

const ctx = useMailSite();
let mia: Member;
let max: Member;
const QUESTION = 'Mia asks how profiles list her posts';
const ARTICLE = 'Mia writes an article about profiles';
const ADMIN_QUESTION = 'The admin asks something Mia answers';
const COMMENT = 'Mia comments on the admin question';

async function post(token: string, title: string, contentType: number): Promise<string> {
  const res = await call<{ id: string }>(ctx.site, 'POST', '/answer/api/v1/question', {
    title,
    content: `The body of "${title}", long enough to be a real post.`,
    tags: [{ slug_name: 'e2e-profiles' }],
    content_type: contentType,
  }, token);
  assert.equal(res.code, 200, res.msg);
  return res.data.id;
}

async function ok(path: string, body: unknown, token: string) {
  const res = await call(ctx.site, 'POST', `/answer/api/v1/${path}`, body, token);
  assert.equal(res.code, 200, `${path}: ${res.msg}`);
}

before(async () => {
  await ctx.ready;
  mia = await signUpMember(ctx, 'mia');
  max = await signUpMember(ctx, 'max');
  const admin = await apiLogin(ctx.site);
  const miaToken = await apiLogin(ctx.site, mia.email, mia.password);
  const maxToken = await apiLogin(ctx.site, max.email, max.password);
  // The admin's post first: it creates the tag, which members may only choose.
  const adminQuestion = await post(admin, ADMIN_QUESTION, 1);
  const question = await post(miaToken, QUESTION, 1);
  await post(miaToken, ARTICLE, 2);
  await ok('answer', { question_id: adminQuestion, content: 'Mia answers with a long enough answer here.' }, miaToken);
  await ok('comment', { object_id: adminQuestion, original_text: COMMENT }, miaToken);
  await ok('vote/up', { object_id: adminQuestion }, miaToken);
  await ok('vote/up', { object_id: question }, maxToken);
});

async function visit(path: string, as?: Member): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(ctx.browser);
  if (as) {
    await logInUi(page, ctx.site, as.email, as.password);
    await page.getByTestId('nav-avatar').waitFor();
  }
  await page.goto(`${ctx.site.url}${path}`);
  return { page, errors };
}

test("a visitor opens a member's profile and each tab shows what she did", async () => {
  const { page, errors } = await visit('/users/mia');
  await page.getByRole('heading', { level: 1, name: 'mia' }).waitFor();
  assert.match(await page.getByTestId('profile-reputation').innerText(), /reputation/);
  await page.getByTestId('profile-top-post').filter({ hasText: QUESTION }).waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Votes' }).count(), 0, 'votes are the member\'s own');

  await page.getByRole('tab', { name: 'Posts' }).click();
  await page.waitForURL((u) => u.pathname === '/users/mia/questions');
  const posts = page.getByTestId('profile-post');
  await posts.filter({ hasText: ARTICLE }).waitFor();
  assert.equal(await posts.count(), 2);
  assert.match(await posts.filter({ hasText: ARTICLE }).innerText(), /Articles/);

  await page.getByRole('tab', { name: 'Answers' }).click();
  await page.getByTestId('profile-answer').filter({ hasText: ADMIN_QUESTION }).waitFor();

  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByTestId('profile-comment').filter({ hasText: COMMENT }).waitFor();

  await page.getByRole('tab', { name: 'Reputation' }).click();
  const upvote = page.getByTestId('profile-rank').filter({ hasText: QUESTION });
  await upvote.waitFor();
  assert.equal(await upvote.getByTestId('profile-rank-amount').innerText(), '+10');

  // A post's title leads to the post.
  await upvote.getByRole('link', { name: QUESTION }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/questions/'));
  assert.deepEqual(errors, []);
});

test('votes are shown to the member herself and refused to others', async () => {
  const own = await visit('/users/mia/votes', mia);
  await own.page.getByTestId('profile-vote').filter({ hasText: ADMIN_QUESTION }).waitFor();
  assert.equal(await own.page.getByRole('tab', { name: 'Bookmarks' }).count(), 1);

  const other = await visit('/users/mia/votes', max);
  await other.page.getByText('Votes are private: only mia can see them.').waitFor();
  assert.equal(await other.page.getByTestId('profile-vote').count(), 0);
});

test('the user list ranks the week and leads to profiles; an unknown member is a 404', async () => {
  const { page, errors } = await visit('/users');
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  const reputation = page.getByTestId('ranking-reputation');
  await reputation.getByRole('link', { name: 'mia' }).waitFor();
  await page.getByTestId('ranking-votes').getByRole('link', { name: 'max' }).waitFor();
  await page.getByTestId('ranking-staff').getByRole('link', { name: 'admin' }).waitFor();
  await reputation.getByRole('link', { name: 'mia' }).click();
  await page.waitForURL((u) => u.pathname === '/users/mia');
  await page.getByRole('heading', { level: 1, name: 'mia' }).waitFor();

  await page.goto(`${ctx.site.url}/users/nobody_here`);
  await page.getByText('404').first().waitFor();
  assert.deepEqual(errors, []);
});
