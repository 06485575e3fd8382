// Asking and editing in Chromium against the real server: the form's errors, a post with a tag and an uploaded
// image on its detail page, a draft that survives a reload (and stays gone once discarded), the author's edit,
// and the 403 page for someone else's post. Set-up (members, the tag) goes through the API.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { png } from '../lib/png.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { chooseTag, openAs, waitForPath } from '../lib/ui.js';
import { membersSuggestEdits } from '../lib/privileges.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const TAG = 'e2e-ask';
let ann: Member; // asks and edits
let bob: Member; // another member
let annPostId = '';

before(async () => {
  await ctx.ready;
  [ann, bob] = [await signUpMember(ctx, 'ann'), await signUpMember(ctx, 'bob')];
  // Staff create a missing tag on the fly with their post: members then find it in the tag selector.
  const admin = await apiLogin(ctx.site);
  const res = await call(ctx.site, 'POST', `${A}/question`, { title: 'Welcome to the e2e tag', content: 'Seed post.', tags: [{ slug_name: TAG }], content_type: 1 }, admin);
  assert.equal(res.code, 200, res.msg);
});

/** A page logged in as `m`; leave-page prompts are accepted, as a user leaving on purpose would. */
const as = async (m: Member, path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, m, path)).page;

test('an activated member asks a question with a tag (after the title and tag errors) and sees it on its page', async () => {
  const page = await as(ann, '/questions/ask?content_type=1');
  await page.getByTestId('ask-page').waitFor();
  await page.getByTestId('submit-post').click();
  await page.getByText('Title cannot be empty.').waitFor();
  await page.getByText('At least one tag is required.').waitFor();
  await page.getByTestId('title-input').fill('x'.repeat(151));
  await page.getByTestId('submit-post').click();
  await page.getByText('Title cannot exceed 150 characters.').waitFor();

  await page.getByTestId('title-input').fill('How do tags work on this site?');
  await page.getByTestId('content-editor').fill('I would like **bold** answers.\n\n```js\nconsole.log(1)\n```');
  // The live preview renders in the browser.
  await page.getByTestId('editor-preview').locator('strong', { hasText: 'bold' }).waitFor();
  await chooseTag(page, TAG);
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/how-do-tags-work-on-this-site$/);
  annPostId = new URL(page.url()).pathname.split('/')[2]!;

  assert.equal(await page.getByTestId('question-title').innerText(), 'How do tags work on this site?');
  const body = page.getByTestId('question-html');
  assert.equal(await body.locator('strong').innerText(), 'bold');
  assert.equal(await body.locator('code.language-js').count(), 1);
  assert.match(await page.getByTestId('question-tags').innerText(), new RegExp(TAG));
});

test('an image uploaded through the editor appears in the post', async () => {
  const page = await as(ann, '/questions/ask?content_type=2');
  await page.getByTestId('title-input').fill('A post with a picture');
  await page.getByTestId('content-editor').fill('Look at this:\n\n');
  await page.getByTestId('editor-image').click();
  await page.getByTestId('image-dialog-file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png() });
  await page.waitForFunction(() => (document.querySelector('[data-testid="image-dialog-url"]') as HTMLInputElement | null)?.value.startsWith('/uploads/'));
  await page.getByTestId('image-dialog-alt').fill('a dot');
  await page.getByTestId('image-dialog-ok').click();
  await page.getByTestId('editor-preview').locator('img[alt="a dot"]').waitFor();
  await chooseTag(page, TAG);
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/a-post-with-a-picture$/);
  const img = page.getByTestId('question-html').locator('img[alt="a dot"]');
  await img.waitFor();
  assert.match((await img.getAttribute('src')) ?? '', /^\/uploads\/post\//);
  await page.waitForFunction(() => ((document.querySelector('[data-testid="question-html"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
});

test('an AI picture post: the member uploads their picture, adds its prompt and publishes; the card shows the thumbnail, the post the picture', async () => {
  const page = await as(ann, '/questions/ask?content_type=5');
  await page.getByTestId('title-input').fill('My pixel lighthouse');
  await page.getByTestId('content-editor').fill('Drawn one evening.');
  await chooseTag(page, TAG);
  await page.getByTestId('submit-post').click();
  await page.getByText('Add a picture: generate one or upload your own.').waitFor();
  await page.getByTestId('picture-file').setInputFiles({ name: 'lighthouse.png', mimeType: 'image/png', buffer: png() });
  const preview = page.getByTestId('picture-field').getByTestId('post-thumbnail');
  await preview.waitFor();
  assert.match((await preview.getAttribute('src')) ?? '', /^\/uploads\/aipic\/[0-9a-f]{32}\.webp$/);
  await page.getByTestId('picture-prompt-input').fill('a lighthouse in four pixels');
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/my-pixel-lighthouse$/);
  await page.getByTestId('picture-prompt').getByText('a lighthouse in four pixels').waitFor();
  await page.waitForFunction(() => ((document.querySelector('[data-testid="post-picture"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);

  await page.goto(`${ctx.site.url}/questions?content_type=5`);
  const card = page.getByTestId('post-item').filter({ hasText: 'My pixel lighthouse' });
  await card.getByTestId('post-thumbnail').waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="post-thumbnail"]')].some((img) => img.naturalWidth > 0));
});

test('a draft survives a reload; a discarded draft stays gone', async () => {
  const page = await as(bob, '/questions/ask');
  await page.getByTestId('title-input').fill('My unfinished draft');
  await page.getByTestId('content-editor').fill('Half a thought');
  // Saved after the 3 s debounce.
  await page.waitForFunction(() => (localStorage.getItem('site.draft.question') ?? '').includes('My unfinished draft'), undefined, { timeout: 8000 });
  await page.reload();
  await page.getByTestId('draft-restored').waitFor();
  assert.equal(await page.getByTestId('title-input').inputValue(), 'My unfinished draft');
  assert.equal(await page.getByTestId('content-editor').inputValue(), 'Half a thought');

  await page.getByTestId('discard-draft').click();
  await page.getByTestId('discard-confirm').click();
  await page.waitForFunction(() => (document.querySelector('[data-testid="title-input"]') as HTMLInputElement).value === '');
  await page.reload();
  await page.getByTestId('ask-page').waitFor();
  assert.equal(await page.getByTestId('draft-restored').count(), 0);
  assert.equal(await page.getByTestId('title-input').inputValue(), '');
});

test('the author edits the post and sees the change', async () => {
  assert.ok(annPostId, 'the first test asked a question');
  const page = await as(ann, `/posts/${annPostId}/edit`);
  const title = page.getByTestId('title-input');
  await title.waitFor();
  assert.equal(await title.inputValue(), 'How do tags work on this site?');
  await title.fill('How do tags work here, exactly?');
  await page.getByTestId('content-editor').fill('Edited: *tags* group posts.');
  await page.getByTestId('edit-summary-input').fill('sharper title');
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/how-do-tags-work-here-exactly$/);
  await page.getByTestId('question-title').getByText('How do tags work here, exactly?').waitFor();
  assert.equal(await page.getByTestId('question-html').locator('em').innerText(), 'tags');
});

test("another member's edit of someone else's post waits for review; the post is unchanged", async () => {
  await membersSuggestEdits(ctx.site);
  assert.ok(annPostId);
  const page = await as(bob, `/posts/${annPostId}/edit`);
  await page.getByTestId('post-form').waitFor();
  await page.getByTestId('title-input').fill('Hijacked title of the post');
  await page.getByTestId('submit-post').click();
  await page.getByText('Your revision will show after it passes review.').waitFor();
  const token = await apiLogin(ctx.site, bob.email, bob.password);
  const again = await call(ctx.site, 'PUT', `${A}/question`, { id: annPostId, title: 'Hijacked', content: 'x', tags: [{ slug_name: TAG }] }, token);
  assert.equal(again.code, 400, 'one suggestion per post waits at a time');
  const info = await call<{ title: string }>(ctx.site, 'GET', `${A}/question/info?id=${annPostId}`);
  assert.notEqual(info.data.title, 'Hijacked title of the post');
});
