// Rewarded questions in Chromium against the real server: the author offers points on the ask page and sees them
// leave their balance; a member unlocks and answers; the author accepts and the reward reaches the answerer, and the
// acceptance can no longer change. An author who deletes a rewarded post before accepting gets the reward back and
// reads it on their statement.
// Set-up (members, the tag, grants) goes through the API; what members do and read, through the pages.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { chooseTag, clickInPopup, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const TAG = 'e2e-reward';
let asker: Member;
let helper: Member;
let admin = '';

before(async () => {
  await ctx.ready;
  [asker, helper] = [await signUpMember(ctx, 'asker'), await signUpMember(ctx, 'helper')];
  admin = await apiLogin(ctx.site);
  const seed = await call(ctx.site, 'POST', `${A}/question`, { title: 'Welcome to the reward tag', content: 'Seed post.', tags: [{ slug_name: TAG }], content_type: 2 }, admin);
  assert.equal(seed.code, 200, seed.msg);
  for (const m of [asker, helper]) {
    const grant = await call(ctx.site, 'POST', '/answer/admin/api/points/grant', { user_id: m.id, amount: 100, reason: 'Starting points' }, admin);
    assert.equal(grant.code, 200, grant.msg);
  }
});

const as = async (m: Member, path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, m, path)).page;

async function balanceOf(m: Member): Promise<number> {
  const token = await apiLogin(ctx.site, m.email, m.password);
  return (await call<{ score: number }>(ctx.site, 'GET', `${A}/user/info`, undefined, token)).data.score;
}

/** The author asks a question with a reward on the ask page; answers its address. */
async function askWithReward(page: Page, title: string, points: number): Promise<string> {
  await page.getByTestId('ask-page').waitFor();
  await page.getByTestId('title-input').fill(title);
  await page.getByTestId('content-editor').fill(`${title}: the details of what I need, written out.`);
  await chooseTag(page, TAG);
  await page.getByTestId('score-input').fill(String(points));
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/[a-z0-9-]+$/);
  return new URL(page.url()).pathname;
}

test('the author rewards a question, accepts an answer, the answerer receives the reward and it cannot change', async () => {
  const page = await as(asker, '/questions/ask?content_type=1');
  const path = await askWithReward(page, 'How do I tune the index', 40);
  assert.match(await page.getByTestId('reward-badge').innerText(), /Reward: 40 points/);
  assert.match(await page.getByTestId('reward-status').innerText(), /The accepted answer receives 40 points/);
  assert.equal(await balanceOf(asker), 60, 'the reward is held from the author');

  // The tag's list shows the price and the reward.
  await page.goto(`${ctx.site.url}/tags/${TAG}`);
  const card = page.getByTestId('tag-post-item').filter({ hasText: 'How do I tune the index' });
  assert.match(await card.getByTestId('points-badges').innerText(), /Unlock: 40 points\s*Reward: 40 points/);

  const helperPage = await as(helper, path);
  await helperPage.getByTestId('unlock-button').click();
  await helperPage.getByTestId('unlock-confirm').click();
  // Unlocked: the body and the answer form arrive with the post's detail fetched again.
  await helperPage.getByTestId('question-html').waitFor();
  await helperPage.getByTestId('answer-editor').fill('Rebuild it with a larger work memory, then analyse the table.');
  await helperPage.getByTestId('answer-submit').click();
  await helperPage.getByTestId('answer-item').filter({ hasText: 'Rebuild it with a larger' }).waitFor();
  assert.equal(await balanceOf(helper), 60, 'unlocking cost the helper 40 points');

  await page.goto(`${ctx.site.url}${path}`);
  const answer = page.getByTestId('answer-item').filter({ hasText: 'Rebuild it with a larger' });
  await answer.getByTestId('answer-accept').click();
  await answer.getByTestId('answer-accepted-badge').waitFor();
  await page.getByTestId('reward-status').filter({ hasText: 'received the 40 point reward' }).waitFor();
  // On a rewarded question the acceptance is final: no accept or unaccept button remains.
  assert.equal(await page.getByTestId('answer-unaccept').count(), 0);
  assert.equal(await page.getByTestId('answer-accept').count(), 0);
  await page.reload();
  await answer.getByTestId('answer-accepted-badge').waitFor();
  assert.equal(await page.getByTestId('answer-unaccept').count(), 0);

  // The helper's 40 back from the reward; the author was paid 40 for the sale too.
  assert.equal(await balanceOf(helper), 100);
  assert.equal(await balanceOf(asker), 100);
  await helperPage.reload();
  await helperPage.getByTestId('reward-answer-link').click();
  await waitForPath(helperPage, /^\/questions\/\d+\/[a-z0-9-]+\/\d+$/);
});

test('deleting a rewarded question before accepting an answer gives the author the reward back', async () => {
  const before = await balanceOf(asker);
  const page = await as(asker, '/questions/ask?content_type=1');
  await askWithReward(page, 'A question I will withdraw', 25);
  assert.equal(await balanceOf(asker), before - 25);
  await page.getByTestId('post-actions-menu').click();
  await clickInPopup(page.getByTestId('post-action-delete'));
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('banner-deleted').waitFor();
  assert.equal(await balanceOf(asker), before, 'the held reward came back');
  // The author sees it on their statement: the reward held, then returned, newest first.
  await page.goto(`${ctx.site.url}/points`);
  await page.getByTestId('statement-line').first().waitFor();
  const lines = await page.getByTestId('statement-line').allInnerTexts();
  assert.match(lines[0]!, /Reward returned from\s+“A question I will withdraw”\s+\+25\s/);
  assert.match(lines[1]!, /“A question I will withdraw”\s+[-−]25\s/);
});
