// Answers in Chromium against the real server: write (with the too-short error first), accept and change the
// acceptance, edit, delete and recover, the private plan, and the linked-answer highlight. Set-up goes through the
// API (members, the question, other people's answers); what the tests are about goes through the page.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { clickInPopup, logInUi, openAs, waitForPath } from '../lib/ui.js';
import { membersSuggestEdits } from '../lib/privileges.js';

const ctx = useMailSite();
let ann: Member; // asks
let ben: Member; // answers through the page
let cat: Member; // answers through the API; a third member for the private plan
let mo: Member; // moderator
const tokens: Record<string, string> = {};
let qid = '';
let slug = '';
let privateQid = '';
let benAnswerId = '';
let catAnswerId = '';

const A = '/answer/api/v1';

async function ask(token: string, title: string): Promise<{ id: string; slug: string }> {
  const res = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, {
    title,
    content: `The body of "${title}", long enough to be a real question.`,
    tags: [{ slug_name: 'e2e-answers' }],
    content_type: 1,
  }, token);
  assert.equal(res.code, 200, res.msg);
  const info = await call<{ url_title: string }>(ctx.site, 'GET', `${A}/question/info?id=${res.data.id}`);
  return { id: res.data.id, slug: info.data.url_title };
}

async function answerByApi(token: string, questionId: string, content: string, isPrivate = false): Promise<string> {
  const res = await call<{ info: { id: string } }>(ctx.site, 'POST', `${A}/answer`, { question_id: questionId, content, is_private: isPrivate }, token);
  assert.equal(res.code, 200, res.msg);
  return res.data.info.id;
}

before(async () => {
  await ctx.ready;
  [ann, ben, cat, mo] = [await signUpMember(ctx, 'ann'), await signUpMember(ctx, 'ben'), await signUpMember(ctx, 'cat'), await signUpMember(ctx, 'mo')];
  for (const [name, m] of Object.entries({ ann, ben, cat, mo })) tokens[name] = await apiLogin(ctx.site, m.email, m.password);
  const admin = await apiLogin(ctx.site);
  const role = await call(ctx.site, 'PUT', '/answer/admin/api/user/role', { user_id: mo.id, role_id: 3 }, admin);
  assert.equal(role.code, 200, role.msg);
  // Members may only use existing tags.
  const tag = await call(ctx.site, 'POST', `${A}/tag`, { slug_name: 'e2e-answers', display_name: 'e2e-answers' }, admin);
  assert.equal(tag.code, 200, tag.msg);
  ({ id: qid, slug } = await ask(tokens.ann!, 'How should answers be written here?'));
  privateQid = (await ask(tokens.ann!, 'Who can read a private plan?')).id;
  catAnswerId = await answerByApi(tokens.cat!, qid, 'Cat answers first, through the API.');
});

/** A logged-in page on the question (or `path`). */
async function as(m: Member, path = `/questions/${qid}`): Promise<{ page: Page; errors: string[] }> {
  const opened = await openAs(ctx.browser, ctx.site, m, path);
  await opened.page.getByTestId('answer-section').waitFor();
  return opened;
}

const item = (page: Page, answerId: string): Locator => page.locator(`[data-testid="answer-item"][data-answer-id="${answerId}"]`);
const firstItemId = (page: Page) => page.getByTestId('answer-item').first().getAttribute('data-answer-id');

test('a member answers: a too-short answer shows the error first', async () => {
  const { page, errors } = await as(ben);
  const editor = page.getByTestId('answer-editor');
  await editor.fill('short');
  await page.getByTestId('answer-submit').click();
  await page.getByText('Answer must be at least 6 characters.').first().waitFor();
  await editor.fill('Ben explains it properly, with **enough** words.');
  await page.getByTestId('answer-submit').click();
  const mine = page.getByTestId('answer-item').filter({ hasText: 'Ben explains it properly' });
  await mine.waitFor();
  benAnswerId = (await mine.getAttribute('data-answer-id')) ?? '';
  assert.ok(benAnswerId);
  assert.equal(await mine.locator('strong').innerText(), 'enough');
  // One answer per question: the form gives way to a link to edit it.
  await page.getByTestId('answer-edit-yours').waitFor();
  assert.equal(await page.getByTestId('answer-form').count(), 0);
  assert.match(await page.getByTestId('answer-count').innerText(), /2 Answers/);
  assert.deepEqual(errors, []);
});

test('the author accepts an answer (badge, first place), then changes the acceptance', async () => {
  assert.ok(benAnswerId, 'the previous test answered');
  const { page } = await as(ann);
  await item(page, benAnswerId).getByTestId('answer-accept').click();
  await item(page, benAnswerId).getByTestId('answer-accepted-badge').waitFor();
  await page.waitForFunction((id) => document.querySelector('[data-testid="answer-item"]')?.getAttribute('data-answer-id') === id, benAnswerId);

  await item(page, catAnswerId).getByTestId('answer-accept').click();
  await item(page, catAnswerId).getByTestId('answer-accepted-badge').waitFor();
  await page.waitForFunction((id) => document.querySelector('[data-testid="answer-item"]')?.getAttribute('data-answer-id') === id, catAnswerId);
  assert.equal(await firstItemId(page), catAnswerId);
  assert.equal(await item(page, benAnswerId).getByTestId('answer-accepted-badge').count(), 0);
  const info = await call<{ accepted_answer_id: string }>(ctx.site, 'GET', `${A}/question/info?id=${qid}`);
  assert.equal(info.data.accepted_answer_id, catAnswerId);
});

test('the answerer edits the answer and lands on it in the question', async () => {
  const { page } = await as(ben);
  await item(page, benAnswerId).getByTestId('answer-edit').click();
  await waitForPath(page, `/posts/${qid}/${benAnswerId}/edit`);
  const editor = page.getByTestId('answer-edit-editor');
  await editor.waitFor();
  assert.match(await editor.inputValue(), /Ben explains it properly/);
  await editor.fill('Ben explains it even better after an edit.');
  await page.getByTestId('answer-edit-summary').fill('clearer');
  await page.getByTestId('answer-edit-save').click();
  await waitForPath(page, `/questions/${qid}/${slug}/${benAnswerId}`);
  await item(page, benAnswerId).getByText('Ben explains it even better after an edit.').waitFor();
});

test("another member's edit waits for review; while it waits, the edit page says so (403 with the server message)", async () => {
  await membersSuggestEdits(ctx.site);
  const { page } = await openPage(ctx.browser);
  await logInUi(page, ctx.site, cat.email, cat.password);
  await page.getByTestId('nav-avatar').waitFor();
  await page.goto(`${ctx.site.url}/posts/${qid}/${benAnswerId}/edit`);
  const editor = page.getByTestId('answer-edit-editor');
  await editor.waitFor();
  await editor.fill('Cat suggests a better wording of this answer.');
  await page.getByTestId('answer-edit-save').click();
  await page.getByText('Your revision will show after it passes review.').waitFor();
  await item(page, benAnswerId).getByText('Ben explains it even better after an edit.').waitFor();
  await page.goto(`${ctx.site.url}/posts/${qid}/${benAnswerId}/edit`);
  await page.getByTestId('edit-forbidden-msg').waitFor();
  assert.equal(await page.getByTestId('edit-forbidden-msg').innerText(), "Can't edit currently, there is a version in the review queue.");
  assert.equal(await page.getByTestId('answer-edit-editor').count(), 0);
});

test('the answerer deletes the answer and a moderator recovers it', async () => {
  const benPage = (await as(ben)).page;
  await item(benPage, benAnswerId).getByTestId('answer-delete').click();
  await clickInPopup(benPage.locator('.ant-popconfirm').getByRole('button', { name: 'OK', exact: true }));
  await item(benPage, benAnswerId).getByTestId('answer-deleted-badge').waitFor();

  const catPage = (await as(cat)).page;
  await catPage.getByTestId('answer-item').first().waitFor();
  assert.equal(await item(catPage, benAnswerId).count(), 0, 'others no longer see it');

  const modPage = (await as(mo)).page;
  await item(modPage, benAnswerId).getByTestId('answer-deleted-badge').waitFor();
  await item(modPage, benAnswerId).getByTestId('answer-undelete').click();
  await item(modPage, benAnswerId).getByTestId('answer-deleted-badge').waitFor({ state: 'detached' });
  const page = await call<{ count: number }>(ctx.site, 'GET', `${A}/answer/page?question_id=${qid}`);
  assert.equal(page.data.count, 2);
});

test('a private plan is seen by the question author, not by a third member', async () => {
  await answerByApi(tokens.ben!, privateQid, 'Ben writes a private plan for Ann only.', true);
  const annPage = (await as(ann, `/questions/${privateQid}`)).page;
  const plan = annPage.getByTestId('answer-item').filter({ hasText: 'private plan for Ann' });
  await plan.waitFor();
  await plan.getByTestId('answer-private-badge').waitFor();

  const catPage = (await as(cat, `/questions/${privateQid}`)).page;
  await catPage.getByText('No answers yet.').waitFor();
  assert.equal(await catPage.getByText('private plan for Ann').count(), 0);
});

test('opening a link to an answer scrolls to it and highlights it', async () => {
  const { page } = await openPage(ctx.browser);
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto(`${ctx.site.url}/questions/${qid}/${slug}/${benAnswerId}`);
  await page.waitForFunction((id) => document.querySelector(`[data-answer-id="${id}"]`)?.getAttribute('data-highlighted') === 'true', benAnswerId);
  await page.waitForFunction(
    (id) => document.querySelector(`[data-answer-id="${id}"]`)?.getAttribute('data-highlighted') === 'false',
    benAnswerId,
    { timeout: 8000 },
  );
});
