// The member's points pages in Chromium against the real server: redeeming a code (the menu's balance follows), the
// statement after a grant and a paid unlock, platform entry and the reputation exchange, and real-name verification
// with a withdrawal paid out. The admin's side (codes, grants, settings, decisions) goes through the API.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
const TAG = 'e2e-points';
let admin = '';

/** Calls the API and fails the test with the server's message when it refuses. */
async function ok<T = unknown>(method: string, path: string, body: unknown, token: string): Promise<T> {
  const res = await call<T>(ctx.site, method, path, body, token);
  assert.equal(res.code, 200, `${method} ${path}: ${res.msg}`);
  return res.data;
}

before(async () => {
  await ctx.ready;
  admin = await apiLogin(ctx.site);
  await ok('POST', `${A}/question`, { title: 'Welcome to the points tag', content: 'Seed post.', tags: [{ slug_name: TAG }], content_type: 2 }, admin);
  // One level anyone reaches, a point per reputation; cash-out from 50 points with a 10% fee.
  const settings = await ok<Record<string, unknown>>('GET', `${ADMIN_API}/points/settings`, undefined, admin);
  await ok('PUT', `${ADMIN_API}/points/settings`, { ...settings, withdrawal_min: 50, withdrawal_fee_percent: 10, levels: [{ title: 'Member', redeem_rank_points: 1, rank_to_point: 1 }] }, admin);
});

const as = async (m: Member, path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, m, path)).page;
const memberToken = (m: Member) => apiLogin(ctx.site, m.email, m.password);

/** The balance the avatar menu shows, once it reads `expected` (the menu is closed again afterwards). */
async function menuBalance(page: Page, expected: string): Promise<void> {
  await page.getByTestId('nav-avatar').click();
  const balance = page.getByTestId('nav-points-balance');
  await page.waitForFunction((text) => document.querySelector('[data-testid="nav-points-balance"]')?.textContent === text, expected);
  assert.equal(await balance.innerText(), expected);
  await page.keyboard.press('Escape');
}

test("redeeming a code bought from the admins: the amount, the new balance, and the menu's balance follow", async () => {
  const buyer = await signUpMember(ctx, 'redeemer');
  const batch = await ok<{ codes: string[] }>('POST', `${ADMIN_API}/points/recharge-codes`, { amount: 80, count: 1, memo: 'Campus sale' }, admin);
  const page = await as(buyer, '/points/recharge');
  await page.getByTestId('recharge-form').waitFor();
  await menuBalance(page, 'Points: 0');

  await page.getByTestId('recharge-code').fill(batch.codes[0]!.toLowerCase());
  await page.getByTestId('recharge-submit').click();
  assert.equal(await page.getByTestId('recharge-success').innerText(), 'You received 80 points. Your balance is now 80 points.');
  await menuBalance(page, 'Points: 80');

  await page.getByTestId('recharge-code').fill(batch.codes[0]!);
  await page.getByTestId('recharge-submit').click();
  await page.getByText('This code is not valid or has already been used.').waitFor();
  assert.equal(await page.getByTestId('points-balance').innerText(), 'Balance: 80 points');
});

test('the statement after a grant and a paid unlock: newest first, the purchase linked to the post', async () => {
  const [seller, reader] = [await signUpMember(ctx, 'statement-seller'), await signUpMember(ctx, 'statement-reader')];
  const post = await ok<{ id: string }>(
    'POST',
    `${A}/question`,
    { title: 'Notes worth paying for', content: 'The link: https://pan.example.com/s/points', tags: [{ slug_name: TAG }], content_type: 3, score: 30 },
    await memberToken(seller),
  );
  await ok('POST', `${ADMIN_API}/points/grant`, { user_id: reader.id, amount: 50, reason: 'Welcome gift' }, admin);
  await ok('POST', `${A}/question/buy`, { question_id: post.id }, await memberToken(reader));

  const page = await as(reader, '/points');
  await page.getByTestId('statement-line').first().waitFor();
  const lines = await page.getByTestId('statement-line').allInnerTexts();
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /Bought “Notes worth paying for”\s+−30\s+20/);
  assert.match(lines[1]!, /Granted by the admins: Welcome gift\s+\+50\s+50/);
  assert.equal(await page.getByTestId('points-balance').innerText(), 'Balance: 20 points');

  await page.getByTestId('statement-post-link').click();
  await waitForPath(page, new RegExp(`^/questions/${post.id}/notes-worth-paying-for$`));
  assert.match(await page.getByTestId('question-html').innerText(), /pan\.example\.com/, 'the buyer reads what they paid for');
});

test('platform entry, then the exchange: the toast, what it made and the new balance', async () => {
  const earner = await signUpMember(ctx, 'earner');
  const article = await ok<{ id: string }>('POST', `${A}/question`, { title: 'An article people like', content: 'Worth a vote.', tags: [{ slug_name: TAG }], content_type: 2 }, await memberToken(earner));
  await ok('POST', `${A}/vote/up`, { object_id: article.id }, admin);
  const rank = (await ok<{ rank: number }>('GET', `${A}/user/points/summary`, undefined, await memberToken(earner))).rank;
  assert.ok(rank > 10, `the vote gave reputation (${rank})`);

  const page = await as(earner, '/points/entry');
  assert.equal(await page.getByTestId('entry-current').innerText(), 'Not entered yet');
  await page.getByRole('button', { name: 'Enter at Member' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Update successful.' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="entry-current"]')?.textContent === 'Member');

  await page.getByTestId('points-nav-exchange').click();
  await waitForPath(page, '/points/exchange');
  assert.equal(await page.getByTestId('exchange-points').innerText(), `${rank} points`);
  await page.getByTestId('exchange-submit').click();
  await page.getByTestId('toast').filter({ hasText: 'Update successful.' }).first().waitFor();
  assert.equal(await page.getByTestId('exchange-done').innerText(), `You received ${rank} points for ${rank} reputation. Your balance is now ${rank} points.`);
  await menuBalance(page, `Points: ${rank}`);

  await page.getByTestId('exchange-submit').click();
  await page.getByTestId('toast').filter({ hasText: 'At least 1 point is required for the exchange for points.' }).waitFor();
});

test('verification in the browser, approved by an admin; a withdrawal held, then paid with its reference', async () => {
  const casher = await signUpMember(ctx, 'casher');
  await ok('POST', `${ADMIN_API}/points/grant`, { user_id: casher.id, amount: 200, reason: 'Prize' }, admin);
  const page = await as(casher, '/points/withdrawal');
  await page.getByTestId('withdrawal-steps').waitFor();
  assert.ok(await page.getByTestId('withdrawal-submit').isDisabled(), 'no request before entry and verification');
  assert.equal(await page.getByTestId('withdrawal-min').innerText(), '50 points');
  assert.equal(await page.getByTestId('withdrawal-fee').innerText(), '10%');

  await page.getByTestId('withdrawal-steps').getByRole('link', { name: 'Complete real-name verification' }).click();
  await waitForPath(page, '/points/verification');
  await page.getByTestId('verification-name').fill('Li Lei');
  await page.getByTestId('verification-number').fill('110101199001017777');
  await page.getByTestId('verification-submit').click();
  assert.match(await page.getByTestId('verification-status').innerText(), /Waiting for an admin/);
  assert.equal(await page.getByTestId('verification-masked').innerText(), '**********7777');

  await ok('PUT', `${A}/user/contract`, {}, await memberToken(casher));
  await ok('PUT', `${ADMIN_API}/points/verification`, { user_id: casher.id, approve: true }, admin);
  await page.getByTestId('points-nav-withdrawal').click();
  // The page asks the server again on every visit: the steps go once entry and approval are in.
  await page.getByTestId('withdrawal-steps').waitFor({ state: 'detached' });
  await page.getByTestId('withdrawal-amount').fill('120');
  await page.getByTestId('withdrawal-submit').click();
  await page.getByTestId('withdrawal-sent').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="withdrawal-status"]')?.textContent === 'Waiting');
  assert.equal(await page.getByTestId('points-balance').innerText(), 'Balance: 80 points', 'the 120 points are held');
  await menuBalance(page, 'Points: 80');

  const queue = await ok<{ list: { id: string; user_id: string }[] }>('GET', `${ADMIN_API}/points/withdrawals?status=pending`, undefined, admin);
  const mine = queue.list.find((w) => w.user_id === casher.id);
  assert.ok(mine, 'the request waits in the admin queue');
  await ok('PUT', `${ADMIN_API}/points/withdrawal`, { id: mine.id, approve: true, reference: 'BANK-E2E-001' }, admin);
  await page.reload();
  const row = page.getByTestId('withdrawal-row').first();
  await row.getByTestId('withdrawal-status').filter({ hasText: 'Paid' }).waitFor();
  assert.equal(await row.getByTestId('withdrawal-note').innerText(), 'Payment reference: BANK-E2E-001');
  assert.match(await row.innerText(), /120\s+12\s+Paid/);

  await page.getByTestId('points-nav-statement').click();
  const request = page.getByTestId('statement-line').first();
  await request.waitFor();
  assert.match(await request.innerText(), /Withdrawal request\s+−120\s+80/);
  assert.equal(await request.getByRole('link').getAttribute('href'), '/points/withdrawal');
});
