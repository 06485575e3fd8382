// A paid post in Chromium against the real server: the author sets a price on the ask page; another member sees the
// price instead of the body, is sent to the recharge page while short of points, and after an admin's grant unlocks
// it and reads it; the author's balance shows the sale. Set-up (members, the tag, the grant) goes through the API.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { chooseTag, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const TAG = 'e2e-paid';
let seller: Member;
let reader: Member;
let admin = '';

before(async () => {
  await ctx.ready;
  [seller, reader] = [await signUpMember(ctx, 'seller'), await signUpMember(ctx, 'reader')];
  admin = await apiLogin(ctx.site);
  const res = await call(ctx.site, 'POST', `${A}/question`, { title: 'Welcome to the paid tag', content: 'Seed post.', tags: [{ slug_name: TAG }], content_type: 2 }, admin);
  assert.equal(res.code, 200, res.msg);
});

const as = async (m: Member, path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, m, path)).page;

test('a priced resource: locked for a reader, refused while short of points, unlocked once they have them', async () => {
  const page = await as(seller, '/questions/ask?content_type=3');
  await page.getByTestId('ask-page').waitFor();
  await page.getByTestId('title-input').fill('The full course notes');
  await page.getByTestId('content-editor').fill('Download them here: https://pan.example.com/s/notes-2026');
  await chooseTag(page, TAG);
  await page.getByTestId('score-input').fill('30');
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/the-full-course-notes$/);
  const path = new URL(page.url()).pathname;
  assert.match(await page.getByTestId('question-html').innerText(), /pan\.example\.com/, 'the author reads their own post');

  const readerPage = await as(reader, path);
  const notice = readerPage.getByTestId('locked-notice');
  await notice.waitFor();
  assert.match(await notice.innerText(), /This post costs 30 points/);
  assert.equal(await readerPage.getByTestId('question-html').count(), 0);
  assert.ok(!(await readerPage.content()).includes('pan.example.com'), 'the link is nowhere in the page');
  await readerPage.getByTestId('unlock-button').click();
  assert.match(await readerPage.getByTestId('unlock-balance').innerText(), /You have 0 points/);
  await readerPage.getByTestId('unlock-confirm').click();
  // Too few points: the refusal says so and takes the reader to the recharge page, which knows the way back.
  await readerPage.getByTestId('toast').getByText(/You do not have enough points/).waitFor();
  await waitForPath(readerPage, '/points/recharge');
  assert.equal(new URL(readerPage.url()).searchParams.get('from'), path);
  await readerPage.getByTestId('recharge-needed').waitFor();

  const grant = await call(ctx.site, 'POST', '/answer/admin/api/points/grant', { user_id: reader.id, amount: 50, reason: 'Welcome gift' }, admin);
  assert.equal(grant.code, 200, grant.msg);
  await readerPage.goto(`${ctx.site.url}${path}`);
  await readerPage.getByTestId('unlock-button').click();
  await readerPage.getByTestId('unlock-confirm').click();
  assert.match(await readerPage.getByTestId('question-html').innerText(), /pan\.example\.com/);
  assert.equal(await readerPage.getByTestId('locked-notice').count(), 0);

  const sellerToken = await apiLogin(ctx.site, seller.email, seller.password);
  const statement = await call<{ list: { kind: string; amount: number }[] }>(ctx.site, 'GET', `${A}/user/points/statement`, undefined, sellerToken);
  assert.deepEqual(statement.data.list.map((l) => [l.kind, l.amount]), [['sale', 30]]);
});
