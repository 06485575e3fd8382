// Privileges by reputation in Chromium against the real server: under the high preset a new member finds the up-vote
// arrow disabled, saying the reputation it needs, and the server refuses the vote the same way; the admin switches
// to the low preset on the Privileges page, and the member can then vote. Under a custom table asking 10 to flag and
// to post more than 2 links, the Flag button waits and an answer with 3 links is refused under the editor.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { PRIVILEGE_KEYS } from '@site/shared/contract';
import { ADMIN } from '../lib/site.js';
import { openAs } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let adminToken = '';
let pia: Member;
let questionId = '';

before(async () => {
  await ctx.ready;
  adminToken = await apiLogin(ctx.site);
  const high = await call(ctx.site, 'PUT', '/answer/admin/api/setting/privileges', { level: 3 }, adminToken);
  assert.equal(high.code, 200, high.msg);
  pia = await signUpMember(ctx, 'pia');
  const asked = await call<{ id: string }>(
    ctx.site,
    'POST',
    `${A}/question`,
    { title: 'Who may vote on this question here?', content: 'A question for the privileges test, long enough.', tags: [{ slug_name: 'e2e-privileges' }], content_type: 1 },
    adminToken,
  );
  assert.equal(asked.code, 200, asked.msg);
  questionId = asked.data.id;
});

test('below the reputation the arrow is disabled and the vote refused; once the admin picks the low preset the member votes', async () => {
  const { page, errors } = await openAs(ctx.browser, ctx.site, pia, `/questions/${questionId}`);
  const votes = page.locator(`[data-testid="vote-buttons"][data-object-id="${questionId}"]`);
  const up = votes.getByTestId('vote-up');
  await page.waitForFunction((id) => {
    const b = document.querySelector(`[data-testid="vote-buttons"][data-object-id="${id}"] [data-testid="vote-up"]`);
    return b instanceof HTMLButtonElement && b.disabled;
  }, questionId);
  assert.equal(await up.getAttribute('title'), 'You need at least 15 reputation to do this.');
  await up.locator('xpath=..').hover();
  await page.getByRole('tooltip').getByText('You need at least 15 reputation to do this.').waitFor();
  // The server refuses it the same way, whatever the page shows.
  const piaToken = await apiLogin(ctx.site, pia.email, pia.password);
  const refused = await call(ctx.site, 'POST', `${A}/vote/up`, { object_id: questionId }, piaToken);
  assert.equal(refused.code, 403);
  assert.equal(refused.reason, 'error.rank.no_enough_rank_to_operate');
  assert.equal(refused.msg, 'You need at least 15 reputation to do this.');

  // The admin chooses the low preset on the Privileges page.
  const admin = await openAs(ctx.browser, ctx.site, { email: ADMIN.email, password: ADMIN.password }, '/admin/privileges');
  await admin.page.getByTestId('privilege-table').waitFor();
  assert.equal(await admin.page.getByTestId('privilege-value-rank.question.vote_up').innerText(), '15');
  await admin.page.getByRole('radio', { name: /^Level 1/ }).check();
  assert.equal(await admin.page.getByTestId('privilege-value-rank.question.vote_up').innerText(), '1');
  await admin.page.getByTestId('privileges-save').click();
  await admin.page.getByText('Update successful.').waitFor();
  const saved = await call<{ selected_level: number }>(ctx.site, 'GET', '/answer/admin/api/setting/privileges', undefined, adminToken);
  assert.equal(saved.data.selected_level, 1);

  await page.reload();
  await page.waitForFunction((id) => {
    const b = document.querySelector(`[data-testid="vote-buttons"][data-object-id="${id}"] [data-testid="vote-up"]`);
    return b instanceof HTMLButtonElement && !b.disabled;
  }, questionId);
  await votes.getByTestId('vote-up').click();
  await page.waitForFunction((id) => document.querySelector(`[data-testid="vote-buttons"][data-object-id="${id}"]`)?.getAttribute('data-vote-status') === 'vote_up', questionId);
  assert.equal(await votes.getByTestId('vote-count').innerText(), '1');
  assert.deepEqual(errors, []);
  assert.deepEqual(admin.errors, []);
});

test('below the flag and links privileges the Flag button is disabled and an answer with 3 links is refused under the editor', async () => {
  const custom = PRIVILEGE_KEYS.map((key) => ({ key, value: key === 'rank.report.add' || key === 'rank.link.url_limit' ? 10 : 1 }));
  const set = await call(ctx.site, 'PUT', '/answer/admin/api/setting/privileges', { level: 99, custom_privileges: custom }, adminToken);
  assert.equal(set.code, 200, set.msg);
  const { page, errors } = await openAs(ctx.browser, ctx.site, pia, `/questions/${questionId}`);
  const flag = page.getByTestId(`report-question-${questionId}`);
  await page.waitForFunction((id) => {
    const b = document.querySelector(`[data-testid="report-question-${id}"]`);
    return b instanceof HTMLButtonElement && b.disabled;
  }, questionId);
  assert.equal(await flag.getAttribute('title'), 'You need at least 10 reputation to do this.');

  const editor = page.getByTestId('answer-editor');
  await editor.fill('Read [one](https://example.com/1), [two](https://example.com/2) and [three](https://example.com/3) first.');
  // The server's answer first (a failure then says which side went wrong), then what the editor shows.
  const [refusedAnswer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${A}/answer`),
    page.getByTestId('answer-submit').click(),
  ]);
  const refusal = (await refusedAnswer.json()) as { code: number; data: { error_field: string; error_msg: string }[] | null };
  assert.equal(refusal.code, 400, JSON.stringify(refusal));
  assert.deepEqual(
    refusal.data?.map((f) => [f.error_field, f.error_msg]),
    [['content', 'You need at least 10 reputation to post more than 2 links at a time.']],
  );
  await page.getByTestId('answer-form').getByText('You need at least 10 reputation to post more than 2 links at a time.').waitFor();
  assert.equal(await page.getByTestId('answer-item').count(), 0);
  // Two links are fine.
  await editor.fill('Read [one](https://example.com/1) and [two](https://example.com/2) first, it helps.');
  await page.getByTestId('answer-submit').click();
  await page.getByTestId('answer-item').filter({ hasText: 'it helps' }).waitFor();
  assert.deepEqual(errors, []);
});
