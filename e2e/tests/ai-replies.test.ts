// AI replies and AI pictures in Chromium against the real server, whose AI provider is the local OpenAI-compatible
// test server (real HTTP, real SSE chunks, real PNGs): the tokens show in the page before the reply ends and the
// saved answer shows marked as AI; stopping saves nothing (and cancels the provider's request); a provider failure
// saves nothing and the page says why; an AI picture shows its steps while it is drawn, then its thumbnail, and posts
// as an AI picture post; the API key is in no response the browser receives and in no line the server prints.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { aiConfigFor } from '@site/server/test-support/ai';
import { startAiTestServer, type AiTestServer } from '@site/server/test-support/ai-test-server';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { chooseTag, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const API_KEY = 'sk-e2e-this-key-must-never-leave-the-server';
let ai: AiTestServer;
let member: Member;
let admin = '';
let questionPath = '';
let questionId = '';
/** Every response body the browser received, to scan for the key. */
const bodies: string[] = [];

before(async () => {
  await ctx.ready;
  ai = await startAiTestServer();
  member = await signUpMember(ctx, 'aiasker');
  admin = await apiLogin(ctx.site);
  const saved = await call(ctx.site, 'PUT', '/answer/admin/api/ai-config', aiConfigFor(ai, { apiKey: API_KEY, model: 'e2e-model', image_model: 'e2e-image-model', image_size: '512x512' }), admin);
  assert.equal(saved.code, 200, saved.msg);
  const q = await call<{ id: string; url_title: string }>(ctx.site, 'POST', `${A}/question`, { title: 'How do I tune a guitar by ear', content: 'My guitar sounds off. How do I tune it without a tuner?', tags: [{ slug_name: 'e2e-ai' }] }, admin);
  assert.equal(q.code, 200, q.msg);
  questionId = q.data.id;
  questionPath = `/questions/${q.data.id}`;
});
after(async () => ai?.close());

async function open(path: string, who: { email: string; password: string } = member): Promise<Page> {
  const { page } = await openAs(ctx.browser, ctx.site, who, path);
  page.on('response', (res) => {
    void res.text().then((t) => bodies.push(t), () => {});
  });
  return page;
}

const answerCount = async () => (await call<{ count: number }>(ctx.site, 'GET', `${A}/answer/page?question_id=${questionId}&page=1&page_size=50`)).data.count;

test('the reply streams into the page token by token, then shows as an answer marked as AI with its model', async () => {
  ai.setScript({ tokens: ['Play ', 'the A ', 'string ', 'against ', 'a reference ', 'note.'], delayMs: 600 });
  const page = await open(questionPath);
  await page.getByRole('button', { name: 'AI answer' }).click();
  const text = page.getByTestId('ai-reply-text');
  await text.getByText('Play', { exact: false }).waitFor({ timeout: 10_000 });
  // Part of the reply is on the page while the provider is still writing the rest.
  const shown = await text.innerText();
  assert.ok(!shown.includes('note.'), `the page shows tokens before the reply ends (it showed "${shown}")`);
  assert.equal(await page.getByTestId('ai-reply-stop').isVisible(), true);
  await page.getByTestId('ai-reply-saved').waitFor({ timeout: 15_000 });
  const answer = page.getByTestId('answer-item').filter({ has: page.getByTestId('ai-mark') });
  await answer.waitFor();
  assert.match(await answer.innerText(), /Play the A string against a reference note\./);
  assert.match(await answer.getByTestId('ai-mark').innerText(), /AI · e2e-model/);
  await page.close();
});

test('stopping saves nothing and cancels the provider request', async () => {
  ai.setScript({ tokens: ['One ', 'two ', 'three ', 'four ', 'five ', 'six ', 'seven.'], delayMs: 700 });
  const before = await answerCount();
  const page = await open(questionPath);
  await page.getByRole('button', { name: 'AI answer' }).click();
  await page.getByTestId('ai-reply-text').getByText('One', { exact: false }).waitFor({ timeout: 10_000 });
  await page.getByTestId('ai-reply-stop').click();
  await page.getByText('Stopped. Nothing was saved.').waitFor();
  await page.waitForTimeout(1500);
  assert.equal(ai.requests.at(-1)!.aborted, true, 'the provider saw its request cancelled');
  assert.equal(await answerCount(), before);
  await page.close();
});

test('a provider failure saves nothing and the page says why and what to do next', async () => {
  ai.setScript({ tokens: ['Partial ', 'reply ', 'then ', 'failure'], failAfter: 2, fail: 'midway', delayMs: 200 });
  const before = await answerCount();
  const page = await open(questionPath);
  await page.getByRole('button', { name: 'AI answer' }).click();
  const error = page.getByTestId('ai-reply-error');
  await error.waitFor({ timeout: 10_000 });
  assert.match(await error.innerText(), /The AI could not answer\. Nothing was saved; try again later\./);
  assert.match(await error.innerText(), /Try again/);
  assert.equal(await answerCount(), before);
  await page.close();
});

test('an AI picture post: the page shows the steps while the AI draws, then the thumbnail; the post and its card show the picture', async () => {
  ai.setImageScript({ delayMs: 3000, rgb: [230, 120, 20] });
  const page = await open('/questions/ask?content_type=5');
  await page.getByTestId('title-input').fill('An orange sunset the AI drew');
  await page.getByTestId('content-editor').fill('Made with the site’s AI.');
  await chooseTag(page, 'e2e-ai');
  await page.getByRole('textbox', { name: 'What the AI should draw' }).fill('an orange sunset over the sea');
  await page.getByTestId('ai-picture-generate').click();
  const progress = page.getByTestId('ai-picture-progress');
  await progress.waitFor();
  // While the model works the page counts the seconds (the server's progress frames), before any picture.
  await progress.getByText(/\d+ seconds?/).waitFor({ timeout: 5000 });
  assert.equal(await page.getByTestId('picture-field').getByTestId('post-thumbnail').count(), 0);
  const preview = page.getByTestId('picture-field').getByTestId('post-thumbnail');
  await preview.waitFor({ timeout: 15_000 });
  assert.match((await preview.getAttribute('src')) ?? '', /^\/uploads\/aipic\/[0-9a-f]{32}\.webp$/);
  await page.waitForFunction(() => ((document.querySelector('[data-testid="picture-field"] [data-testid="post-thumbnail"]') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
  assert.match(await page.getByTestId('picture-field-prompt').innerText(), /Prompt \(e2e-image-model\): an orange sunset over the sea/);
  assert.equal(ai.requests.at(-1)!.body.prompt, 'an orange sunset over the sea');
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/an-orange-sunset-the-ai-drew$/);
  await page.getByTestId('picture-prompt').getByText('an orange sunset over the sea').waitFor();
  await page.waitForFunction(() => ((document.querySelector('[data-testid="post-picture"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
  const size = await page.evaluate(() => {
    const img = document.querySelector('[data-testid="post-picture"] img') as HTMLImageElement;
    return [img.naturalWidth, img.naturalHeight];
  });
  assert.deepEqual(size, [512, 512], 'the post shows the picture as the model made it');

  await page.goto(`${ctx.site.url}/questions?content_type=5`);
  const card = page.getByTestId('post-item').filter({ hasText: 'An orange sunset the AI drew' });
  await card.getByTestId('post-thumbnail').waitFor();
  await page.close();
});

test('the API key appears in no response the browser received (the admin AI page included) and in no server log line', async () => {
  const page = await open('/admin/ai', ADMIN);
  await page.getByTestId('ai-settings-form').waitFor();
  await page.getByText('A key is saved.', { exact: false }).waitFor();
  assert.equal(await page.getByTestId('ai-api-key').inputValue(), '');
  await page.waitForTimeout(500);
  await page.close();
  assert.ok(bodies.length > 10, 'responses were collected');
  assert.deepEqual(bodies.filter((b) => b.includes(API_KEY)).map((b) => b.slice(0, 120)), []);
  assert.ok(!ctx.site.output().includes(API_KEY), 'the server never printed the key');
  assert.ok(ai.requests.every((r) => r.authorization === `Bearer ${API_KEY}`), 'the provider did get the key');
});
