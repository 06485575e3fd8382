// Live pages in Chromium against the real server: another member's answer, comment, vote and acceptance appear on an
// open post without a reload, a network drop heals without duplicates, and a list offers its new posts. Set-up and
// the other members' actions go through the API; what the test is about, the page.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { openAs } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let reader: Member; // has the pages open
const tokens: Record<string, string> = {};

async function ask(token: string, title: string, tag = 'e2e-live'): Promise<string> {
  const res = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, {
    title,
    content: `The body of "${title}", long enough to be a real question.`,
    tags: [{ slug_name: tag }],
    content_type: 1,
  }, token);
  assert.equal(res.code, 200, res.msg);
  return res.data.id;
}

async function answer(token: string, questionId: string, content: string): Promise<string> {
  const res = await call<{ info: { id: string } }>(ctx.site, 'POST', `${A}/answer`, { question_id: questionId, content }, token);
  assert.equal(res.code, 200, res.msg);
  return res.data.info.id;
}

/** Marks the document, so a reload (which would drop the mark) cannot pass for a live update. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const stillSameDocument = async (page: Page) => assert.equal(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark), 1, 'no reload');

/** Opens a post as the reader and waits until its live stream is connected. */
async function openPostLive(id: string): Promise<Page> {
  const { page } = await openAs(ctx.browser, ctx.site, reader, `/questions/${id}`);
  const streaming = page.waitForResponse((r) => r.url().includes('/question/live?'), { timeout: 15_000 });
  await page.getByTestId('answer-section').waitFor();
  await streaming;
  await markDocument(page);
  return page;
}

before(async () => {
  await ctx.ready;
  reader = await signUpMember(ctx, 'rhea');
  for (const name of ['asa', 'bo', 'cy']) {
    const m = await signUpMember(ctx, name);
    tokens[name] = await apiLogin(ctx.site, m.email, m.password);
  }
  // Members post only under existing tags: staff's first posts create them.
  const admin = await apiLogin(ctx.site);
  await ask(admin, 'Where the live tests post', 'e2e-live');
  await ask(admin, 'Where the live list test posts', 'e2e-live-list');
});

test('an answer, a comment, a vote and the acceptance appear on another member\'s open post without a reload', async () => {
  const qid = await ask(tokens.asa!, 'What appears on an open page by itself?');
  const page = await openPostLive(qid);
  assert.equal(await page.getByTestId('answer-item').count(), 0);

  const sent = Date.now();
  const aid = await answer(tokens.bo!, qid, 'Answers written by others appear while you read.');
  const item = page.getByTestId('answer-item').filter({ hasText: 'Answers written by others appear' });
  await item.waitFor({ timeout: 5000 });
  console.log(`# the answer showed ${Date.now() - sent} ms after it was posted`);

  const comment = await call(ctx.site, 'POST', `${A}/comment`, { object_id: aid, original_text: 'A comment on the answer, live too.' }, tokens.asa!);
  assert.equal(comment.code, 200, comment.msg);
  await item.getByText('A comment on the answer, live too.').waitFor({ timeout: 5000 });

  const vote = await call(ctx.site, 'POST', `${A}/vote/up`, { object_id: aid, is_cancel: false }, tokens.asa!);
  assert.equal(vote.code, 200, vote.msg);
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('[data-testid="answer-item"]')].some((el) => el.textContent?.includes(text) && el.querySelector('[data-testid="vote-count"]')?.textContent?.trim() === '1'),
    'Answers written by others appear',
    { timeout: 5000 },
  );

  const accept = await call(ctx.site, 'POST', `${A}/answer/acceptance`, { question_id: qid, answer_id: aid }, tokens.asa!);
  assert.equal(accept.code, 200, accept.msg);
  await item.getByTestId('answer-accepted-badge').waitFor({ timeout: 5000 });
  await stillSameDocument(page);
  await page.context().close();
});

// Chromium's offline mode fails the page's requests but leaves an open stream be: the change is heard, its reads
// fail, and coming back online reads again. (A stream that really breaks reconnects and compares revisions: the
// server's and the hook's tests cover that path.)
test('after a network drop the page catches up on what it missed, showing each answer once', async () => {
  const qid = await ask(tokens.asa!, 'Does a dropped connection lose or repeat answers?');
  await answer(tokens.asa!, qid, 'The first answer, there before the drop.');
  const page = await openPostLive(qid);
  await page.getByTestId('answer-item').first().waitFor();

  await page.context().setOffline(true);
  await answer(tokens.bo!, qid, 'The second answer, written while the reader was offline.');
  await new Promise((r) => setTimeout(r, 500));
  await page.context().setOffline(false);

  await page.getByTestId('answer-item').filter({ hasText: 'written while the reader was offline' }).waitFor({ timeout: 15_000 });
  // A later change still arrives on the new connection, and nothing shows twice.
  await answer(tokens.cy!, qid, 'A third answer, after the reconnect.');
  await page.getByTestId('answer-item').filter({ hasText: 'after the reconnect' }).waitFor({ timeout: 5000 });
  const texts = await page.getByTestId('answer-item').allInnerTexts();
  assert.equal(texts.length, 3, texts.join('\n---\n'));
  await stillSameDocument(page);
  await page.context().close();
});

test('an open list offers the posts published since it loaded, and shows them on a click', async () => {
  const { page } = await openAs(ctx.browser, ctx.site, reader, '/questions?tag=e2e-live-list');
  const streaming = page.waitForResponse((r) => r.url().includes('/question/page/live?'), { timeout: 15_000 });
  await page.getByTestId('post-list').waitFor();
  await streaming;
  await markDocument(page);
  assert.equal(await page.getByTestId('new-posts-bar').count(), 0);

  await ask(tokens.bo!, 'A post published while the list is open', 'e2e-live-list');
  const bar = page.getByTestId('new-posts-bar');
  await bar.waitFor({ timeout: 5000 });
  assert.equal(await bar.innerText(), '1 new post: show it');
  await ask(tokens.asa!, 'Another post published while the list is open', 'e2e-live-list');
  await page.waitForFunction(() => document.querySelector('[data-testid="new-posts-bar"]')?.textContent === '2 new posts: show them', undefined, { timeout: 5000 });

  await bar.click();
  const titles = page.getByTestId('post-list').getByTestId('post-title');
  await titles.filter({ hasText: 'Another post published while the list is open' }).waitFor({ timeout: 5000 });
  // Newest first, at the top.
  assert.deepEqual((await titles.allInnerTexts()).slice(0, 2), ['Another post published while the list is open', 'A post published while the list is open']);
  // Shown: the count starts again from this load.
  await page.waitForFunction(() => !document.querySelector('[data-testid="new-posts-bar"]'), undefined, { timeout: 5000 });
  await stillSameDocument(page);
  await page.context().close();
});
