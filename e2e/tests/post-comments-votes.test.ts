// Comments, mentions, votes and reactions on a question and an answer, in Chromium against the real server.
// Set-up goes through the API (the admin asks, a member answers); what the tests are about goes through the page.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { clickInPopup, logInUi } from '../lib/ui.js';

const ctx = useMailSite();
let mia: Member;
let questionId = '';
let answerId = '';
let ownQuestionId = '';

async function ask(token: string, title: string): Promise<string> {
  const res = await call<{ id: string }>(ctx.site, 'POST', '/answer/api/v1/question', {
    title,
    content: `The body of "${title}", long enough to be a real question.`,
    tags: [{ slug_name: 'e2e-comments' }],
    content_type: 1,
  }, token);
  assert.equal(res.code, 200, res.msg);
  return res.data.id;
}

before(async () => {
  await ctx.ready;
  mia = await signUpMember(ctx, 'mia');
  const max = await signUpMember(ctx, 'max');
  const admin = await apiLogin(ctx.site);
  // These tests are about what votes do, not the reputation they need (privileges.test.ts): 1 for everything.
  const keys = ((await call<{ options: { level: number; privileges: { key: string }[] }[] }>(ctx.site, 'GET', '/answer/admin/api/setting/privileges', undefined, admin)).data.options[0]!.privileges).map((p) => p.key);
  const open = await call(ctx.site, 'PUT', '/answer/admin/api/setting/privileges', { level: 99, custom_privileges: keys.map((key) => ({ key, value: 1 })) }, admin);
  assert.equal(open.code, 200, open.msg);
  questionId = await ask(admin, 'How do comments and votes work here?');
  const maxToken = await apiLogin(ctx.site, max.email, max.password);
  const answer = await call<{ info: { id: string } }>(ctx.site, 'POST', '/answer/api/v1/answer', { question_id: questionId, content: 'Like this, with a long enough answer.' }, maxToken);
  assert.equal(answer.code, 200, answer.msg);
  answerId = answer.data.info.id;
  const miaToken = await apiLogin(ctx.site, mia.email, mia.password);
  ownQuestionId = await ask(miaToken, 'Mia asks her own question here');
});

async function asMia(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(ctx.browser);
  await logInUi(page, ctx.site, mia.email, mia.password);
  await page.getByTestId('nav-avatar').waitFor();
  await page.goto(`${ctx.site.url}${path}`);
  await page.getByTestId('question-title').waitFor();
  return { page, errors };
}

const commentsOf = (page: Page, objectId: string) => page.locator(`[data-testid="comment-list"][data-object-id="${objectId}"]`);

async function addComment(list: Locator, text: string): Promise<Locator> {
  await list.getByTestId('comment-add').click();
  await list.getByTestId('comment-input').fill(text);
  await list.getByTestId('comment-submit').click();
  const found = list.getByTestId('comment-item').filter({ hasText: text.replace(/@/g, '').split(' ')[0]! }).last();
  await found.waitFor();
  // Found again by id: while it is being edited its text is in a text box, not in the item's text.
  const id = await found.getAttribute('data-comment-id');
  return list.locator(`[data-testid="comment-item"][data-comment-id="${id}"]`);
}

test('a member comments on a question and on an answer; a mention links to the user page', async () => {
  const { page, errors } = await asMia(`/questions/${questionId}`);
  const onQuestion = await addComment(commentsOf(page, questionId), 'Hello @max, and @nobody_here too');
  const mention = onQuestion.getByRole('link', { name: '@max' });
  assert.equal(await mention.getAttribute('href'), '/users/max');
  assert.equal(await onQuestion.getByRole('link', { name: '@nobody_here' }).count(), 0);
  assert.equal(await onQuestion.getByTestId('comment-author').innerText(), 'mia');

  const answerComments = commentsOf(page, answerId);
  await answerComments.waitFor();
  const onAnswer = await addComment(answerComments, 'Thanks for the answer');
  assert.match(await onAnswer.getByTestId('comment-text').innerText(), /Thanks for the answer/);

  await page.reload();
  await commentsOf(page, questionId).getByRole('link', { name: '@max' }).waitFor();
  await mention.click();
  await page.waitForURL((u) => u.pathname === '/users/max');
  assert.deepEqual(errors, []);
});

test('a member edits a comment in place and deletes it', async () => {
  const { page } = await asMia(`/questions/${questionId}`);
  const list = commentsOf(page, questionId);
  const item = await addComment(list, 'Typo in this commnet');
  await item.getByTestId('comment-edit').click();
  await item.getByTestId('comment-input').fill('Fixed this comment');
  await item.getByTestId('comment-submit').click();
  await list.getByText('Fixed this comment').waitFor();
  const fixed = list.getByTestId('comment-item').filter({ hasText: 'Fixed this comment' });
  await fixed.getByTestId('comment-delete').click();
  await clickInPopup(page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }));
  await list.getByText('Fixed this comment').waitFor({ state: 'detached' });
  await page.reload();
  await commentsOf(page, questionId).waitFor();
  assert.equal(await commentsOf(page, questionId).getByText('Fixed this comment').count(), 0);
});

test('a member votes a question up, switches to down and cancels; the count follows and stays after a reload', async () => {
  const { page } = await asMia(`/questions/${questionId}`);
  const votes = page.locator(`[data-testid="vote-buttons"][data-object-id="${questionId}"]`);
  const count = votes.getByTestId('vote-count');
  // The buttons show the vote's answer, then the post as read again after it (the vote's own refresh and the live
  // stream's): a read that started before the vote may land first, so the count is awaited, not sampled.
  const settlesAt = async (status: string, expected: string) => {
    await page
      .waitForFunction(
        ([id, s, c]) => {
          const box = document.querySelector(`[data-testid="vote-buttons"][data-object-id="${id}"]`);
          return box?.getAttribute('data-vote-status') === s && box.querySelector('[data-testid="vote-count"]')?.textContent === c;
        },
        [questionId, status, expected] as const,
        { timeout: 5_000 },
      )
      .catch(() => {});
    assert.deepEqual([await votes.getAttribute('data-vote-status'), await count.innerText()], [status, expected]);
  };
  assert.equal(await count.innerText(), '0');
  await votes.getByTestId('vote-up').click();
  await settlesAt('vote_up', '1');
  await page.reload();
  await votes.waitFor();
  assert.equal(await count.innerText(), '1');
  assert.equal(await votes.getByTestId('vote-up').getAttribute('aria-pressed'), 'true');

  await votes.getByTestId('vote-down').click();
  await settlesAt('vote_down', '-1');
  await votes.getByTestId('vote-down').click();
  await settlesAt('', '0');
});

test("voting on one's own post says 'You cannot vote for your own posts.'", async () => {
  const { page } = await asMia(`/questions/${ownQuestionId}`);
  const votes = page.locator(`[data-testid="vote-buttons"][data-object-id="${ownQuestionId}"]`);
  await votes.getByTestId('vote-up').click();
  await page.getByText('You cannot vote for your own posts.').waitFor();
  assert.equal(await votes.getByTestId('vote-count').innerText(), '0');
});

test('a reaction toggles on and survives a reload, then toggles off', async () => {
  const { page } = await asMia(`/questions/${questionId}`);
  const reactions = page.locator(`[data-testid="reactions"][data-object-id="${questionId}"]`);
  await reactions.getByTestId('reaction-add').click();
  // The server's answer first: a failure then says whether the pick was sent and what the server said.
  const [reacted] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/meta/reaction')),
    clickInPopup(page.getByTestId('reaction-pick-heart')),
  ]);
  const answer = (await reacted.json()) as { code: number; msg: string };
  assert.equal(answer.code, 200, answer.msg);
  const heart = reactions.getByTestId('reaction-heart');
  await heart.waitFor();
  assert.equal(await heart.getAttribute('aria-pressed'), 'true');
  await page.reload();
  await heart.waitFor();
  assert.equal(await heart.getAttribute('aria-pressed'), 'true');
  assert.equal(await heart.getByTestId('reaction-count').innerText(), '1');
  await heart.click();
  await heart.waitFor({ state: 'detached' });
});
