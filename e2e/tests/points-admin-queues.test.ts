// The admin's review queues in Chromium against the real server: a member's real-name verification is approved in
// the browser; of two withdrawal requests one is paid with its reference and the other rejected, which gives the
// member their points back. Set-up (members, points, platform entry, submissions) goes through the API.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { openAs } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
let admin = '';

before(async () => {
  await ctx.ready;
  admin = await apiLogin(ctx.site);
  // A level every member reaches, so a new member can enter the platform and cash out.
  const settings = await call<Record<string, unknown>>(ctx.site, 'GET', `${ADMIN_API}/points/settings`, undefined, admin);
  const levels = [{ title: 'Member', redeem_rank_points: 1, rank_to_point: 0.1 }];
  const saved = await call(ctx.site, 'PUT', `${ADMIN_API}/points/settings`, { ...settings.data, levels, withdrawal_min: 50 }, admin);
  assert.equal(saved.code, 200, saved.msg);
});

const asAdmin = async (path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, ADMIN, path)).page;

async function ok<T>(res: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const r = await res;
  assert.equal(r.code, 200, r.msg);
  return r.data;
}

async function submitVerification(m: Member, token: string, idNumber: string) {
  await ok(call(ctx.site, 'PUT', `${A}/user/verification`, { real_name: `Real ${m.email.split('@')[0]}`, id_number: idNumber }, token));
}

test('a verification is approved in the browser: the admin sees the whole identity number, the member is verified', async () => {
  const member = await signUpMember(ctx, 'verifyme');
  const token = await apiLogin(ctx.site, member.email, member.password);
  await submitVerification(member, token, '110101199003071234');

  const page = await asAdmin(ADMIN_POINTS_PATHS.verifications);
  const approve = page.getByTestId('approve-verifyme');
  await approve.waitFor();
  const row = page.locator('tr', { has: approve });
  assert.match(await row.innerText(), /Real verifyme[\s\S]*110101199003071234/);
  await approve.click();
  await page.getByTestId('toast').filter({ hasText: 'Update successful.' }).waitFor();
  await approve.waitFor({ state: 'detached' });

  const seen = await ok(call<{ status: string; id_number_masked: string }>(ctx.site, 'GET', `${A}/user/verification`, undefined, token));
  assert.equal(seen.status, 'approved');
  assert.ok(!seen.id_number_masked.includes('1101011990'), 'the member sees it masked');
});

test('a withdrawal is paid with its reference, another rejected with a reason and its points come back', async () => {
  const member = await signUpMember(ctx, 'cashout');
  const token = await apiLogin(ctx.site, member.email, member.password);
  await ok(call(ctx.site, 'POST', `${ADMIN_API}/points/grant`, { user_id: member.id, amount: 300, reason: 'Prize' }, admin));
  await ok(call(ctx.site, 'PUT', `${A}/user/contract`, {}, token));
  await submitVerification(member, token, 'E12345678');
  await ok(call(ctx.site, 'PUT', `${ADMIN_API}/points/verification`, { user_id: member.id, approve: true }, admin));
  const paid = await ok(call<{ id: string }>(ctx.site, 'POST', `${A}/user/withdrawal`, { amount: 100 }, token));
  const refused = await ok(call<{ id: string }>(ctx.site, 'POST', `${A}/user/withdrawal`, { amount: 150 }, token));

  const page = await asAdmin(ADMIN_POINTS_PATHS.withdrawals);
  await page.getByTestId(`approve-${paid.id}`).click();
  const payDialog = page.getByRole('dialog');
  assert.match(await payDialog.innerText(), /Pay 100 points to cashout/);
  await page.getByTestId('pay-withdrawal-submit').click();
  await payDialog.getByText('Enter the payment reference.').waitFor();
  await page.getByTestId('pay-withdrawal-reference').fill('BANK-E2E-0001');
  await page.getByTestId('pay-withdrawal-submit').click();
  await page.getByTestId(`approve-${paid.id}`).waitFor({ state: 'detached' });

  await page.getByTestId(`reject-${refused.id}`).click();
  await page.getByTestId('reject-withdrawal-reason').fill('The account name does not match');
  await page.getByTestId('reject-withdrawal-submit').click();
  await page.getByTestId(`reject-${refused.id}`).waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: 'Paid' }).click();
  await page.getByText('BANK-E2E-0001').waitFor();

  const mine = await ok(call<{ list: { id: string; status: string; reference: string; reason: string }[] }>(ctx.site, 'GET', `${A}/user/withdrawals`, undefined, token));
  assert.deepEqual(
    mine.list.map((w) => [w.id, w.status, w.reference, w.reason]),
    [
      [refused.id, 'rejected', '', 'The account name does not match'],
      [paid.id, 'paid', 'BANK-E2E-0001', ''],
    ],
  );
  const summary = await ok(call<{ score: number }>(ctx.site, 'GET', `${A}/user/points/summary`, undefined, token));
  assert.equal(summary.score, 300 - 100, 'the rejected 150 came back');
});
