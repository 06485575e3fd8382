// The admin's points pages in Chromium against the real server: a fee saved in the settings is there after a
// reload; a batch of recharge codes is downloaded as CSV, one of its codes redeemed by a member and the batches
// table counts it; a grant changes a member's balance; on a phone the menu folds; after all of it the ledger check
// says balanced.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { assertFitsPhone, openPhonePage } from '../lib/phone.js';
import { ADMIN } from '../lib/site.js';
import { clickInPopup, logInUi, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let member: Member;
let memberToken = '';

before(async () => {
  await ctx.ready;
  member = await signUpMember(ctx, 'buyer');
  memberToken = await apiLogin(ctx.site, member.email, member.password);
});

const asAdmin = async (path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, ADMIN, path)).page;
const balance = async () => (await call<{ score: number }>(ctx.site, 'GET', `${A}/user/points/summary`, undefined, memberToken)).data.score;

test('the platform fee saved in the settings shows after a reload', async () => {
  const page = await asAdmin(ADMIN_POINTS_PATHS.settings);
  const fee = page.getByLabel('Platform fee');
  await fee.fill('12');
  await page.getByTestId('settings-save').click();
  await page.getByTestId('toast').filter({ hasText: 'Update successful.' }).waitFor();
  await page.reload();
  await page.getByTestId('points-settings-form').waitFor();
  assert.equal(await page.getByLabel('Platform fee').inputValue(), '12');
  const saved = await call<{ fee_percent: number }>(ctx.site, 'GET', '/answer/admin/api/points/settings', undefined, await apiLogin(ctx.site));
  assert.equal(saved.data.fee_percent, 12);
});

test('recharge codes: issued, downloaded as CSV, one redeemed by a member, counted in the batches table', async () => {
  const page = await asAdmin(ADMIN_POINTS_PATHS.rechargeCodes);
  await page.getByLabel('Points per code').fill('20');
  await page.getByLabel('Number of codes').fill('3');
  await page.getByLabel('Memo').fill('E2E fair');
  await page.getByTestId('recharge-issue').click();
  await page.getByTestId('recharge-issued').getByText('this is the only time they are shown', { exact: false }).waitFor();
  const shown = (await page.getByTestId('recharge-codes').inputValue()).split('\n');
  assert.equal(shown.length, 3);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('recharge-download').click()]);
  assert.match(download.suggestedFilename(), /^recharge-codes-batch-\d+\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  const batch = download.suggestedFilename().match(/(\d+)\.csv$/)![1]!;
  assert.deepEqual(lines, ['code,amount,batch', ...shown.map((code) => `${code},20,${batch}`)]);

  const before = await balance();
  const redeemed = await call<{ amount: number; score: number }>(ctx.site, 'POST', `${A}/user/recharge/redeem`, { code: lines[1]!.split(',')[0] }, memberToken);
  assert.equal(redeemed.code, 200, redeemed.msg);
  assert.equal(redeemed.data.score, before + 20);

  await page.getByTestId('recharge-done').click();
  await page.reload();
  const row = page.getByTestId('recharge-batches').locator('tr', { hasText: 'E2E fair' });
  await row.waitFor();
  const cells = await row.locator('td').allInnerTexts();
  assert.deepEqual(cells.slice(0, 4), [batch, '20 points', '3', '1'], 'batch, points per code, codes, redeemed');
});

test("a grant in the browser changes the member's balance", async () => {
  const before = await balance();
  const page = await asAdmin(ADMIN_POINTS_PATHS.grants);
  await page.getByTestId('grant-member').locator('input').click();
  await page.keyboard.type('buyer');
  await clickInPopup(page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: '@buyer' }));
  await page.getByLabel('Points', { exact: true }).fill('40');
  await page.getByLabel('Reason').fill('Thanks for the bug report');
  await page.getByTestId('grant-submit').click();
  const result = page.getByTestId('grant-result');
  await result.waitFor();
  assert.match(await result.innerText(), new RegExp(`now has ${before + 40} points`));
  assert.equal(await balance(), before + 40);
});

test('on a phone the admin menu folds behind a button and the queues fit the screen', async () => {
  const { page, errors } = await openPhonePage(ctx.browser);
  await logInUi(page, ctx.site, ADMIN.email, ADMIN.password);
  await waitForPath(page, '/');
  await page.goto(`${ctx.site.url}${ADMIN_POINTS_PATHS.withdrawals}`);
  await page.getByTestId('withdrawals-queue').waitFor();
  assert.equal(await page.getByTestId('admin-menu').count(), 0, 'no side menu');
  await assertFitsPhone(page, 'the withdrawals queue');
  await page.getByTestId('admin-menu-open').click();
  await page.getByRole('menuitem', { name: 'Recharge codes' }).click();
  await page.getByTestId('recharge-batches').waitFor();
  await assertFitsPhone(page, 'the recharge codes page');
  assert.deepEqual(errors, []);
});

test('after all of it the ledger check says balanced', async () => {
  const page = await asAdmin(ADMIN_POINTS_PATHS.ledger);
  const state = page.getByTestId('ledger-state');
  await state.waitFor();
  assert.match(await state.innerText(), /Balanced/);
  assert.match(await page.getByTestId('ledger-page').innerText(), /All accounts together\s*0 points/);
  await page.getByTestId('ledger-recheck').click();
  assert.match(await state.innerText(), /Balanced/);
});
