// Flags and the review queue in Chromium against the real server: a member flags a post, an answer, a comment and a
// profile with each kind of reason (none, a text, a link of this site; a link of another site is refused), through the
// captcha; a moderator closes the flagged post from the review page and the flagger is told; a queued post from a
// new member stays hidden until a moderator approves it. Set-up goes through the API; what is tested, through pages.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { CAPTCHA_ANSWER } from '../lib/site.js';
import { openAs } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let ann: Member; // author
let fay: Member; // flagger
let mo: Member; // moderator
let newbie: Member; // queued by reputation
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function ask(who: string, title: string): Promise<string> {
  const res = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, {
    title,
    content: `The body of "${title}", long enough to be a real post.`,
    tags: [{ slug_name: 'e2e-review' }],
    content_type: 1,
  }, tokens[who]);
  assert.equal(res.code, 200, res.msg);
  return res.data.id;
}

before(async () => {
  await ctx.ready;
  [ann, fay, mo, newbie] = [await signUpMember(ctx, 'ann'), await signUpMember(ctx, 'fay'), await signUpMember(ctx, 'mo'), await signUpMember(ctx, 'newbie')];
  for (const [name, m] of Object.entries({ ann, fay, mo, newbie })) tokens[name] = await apiLogin(ctx.site, m.email, m.password);
  tokens.admin = await apiLogin(ctx.site);
  const role = await call(ctx.site, 'PUT', '/answer/admin/api/user/role', { user_id: mo.id, role_id: 3 }, tokens.admin);
  assert.equal(role.code, 200, role.msg);
  const tag = await call(ctx.site, 'POST', `${A}/tag`, { slug_name: 'e2e-review', display_name: 'e2e-review' }, tokens.admin);
  assert.equal(tag.code, 200, tag.msg);
  ids.spam = await ask('ann', 'Cheap watches, visit my shop');
  ids.dup = await ask('ann', 'How do I bake sourdough bread at home');
  ids.original = await ask('mo', 'Baking sourdough bread at home, step by step');
  const answer = await call<{ info: { id: string } }>(ctx.site, 'POST', `${A}/answer`, { question_id: ids.dup, content: 'Thanks, me too!' }, tokens.mo);
  assert.equal(answer.code, 200, answer.msg);
  ids.answer = answer.data.info.id;
  const comment = await call<{ comment_id: string }>(ctx.site, 'POST', `${A}/comment`, { object_id: ids.dup, original_text: 'First! Nobody reads these.' }, tokens.ann);
  assert.equal(comment.code, 200, comment.msg);
  ids.comment = comment.data.comment_id;
});

/** Opens the report modal from a "Flag" button, picks the reason, types the text, answers the captcha, sends. */
async function flag(page: Page, button: string, reason: number, text?: string): Promise<void> {
  await page.getByTestId(button).click();
  const form = page.getByTestId('report-form');
  await form.getByTestId(`report-reason-${reason}`).click();
  if (text !== undefined) await form.getByTestId('report-content').fill(text);
  await page.getByTestId('report-submit').click();
  await page.getByTestId('report-captcha-input').fill(CAPTCHA_ANSWER);
  await page.getByTestId('report-submit').click();
  await page.getByText('Thank you for flagging.').first().waitFor();
  await form.waitFor({ state: 'detached' });
}

test('a member flags a post, an answer, a comment and a profile, with each kind of reason; a link of another site is refused', async () => {
  const { page, errors } = await openAs(ctx.browser, ctx.site, fay, `/questions/${ids.spam}`);
  await page.getByTestId('question-title').waitFor();
  // No reason chosen: the modal says so and sends nothing.
  await page.getByTestId(`report-question-${ids.spam}`).click();
  await page.getByTestId('report-submit').click();
  await page.getByText('Please select a reason.').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('report-form').waitFor({ state: 'detached' });
  await flag(page, `report-question-${ids.spam}`, 57);

  await page.goto(`${ctx.site.url}/questions/${ids.dup}`);
  await page.getByTestId('question-title').waitFor();
  // Type 60 takes a link to a post of this site: another site's is refused before anything is sent.
  await page.getByTestId(`report-question-${ids.dup}`).click();
  await page.getByTestId('report-reason-60').click();
  await page.getByTestId('report-content').fill('https://elsewhere.example.com/questions/1');
  await page.getByTestId('report-submit').click();
  await page.getByText('URL origin does not match the current website.').waitFor();
  await page.getByTestId('report-content').fill('not a link');
  await page.getByTestId('report-submit').click();
  await page.getByText('URL format is incorrect.').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('report-form').waitFor({ state: 'detached' });
  await flag(page, `report-question-${ids.dup}`, 60, `${ctx.site.url}/questions/${ids.original}`);
  await flag(page, `report-answer-${ids.answer}`, 59, 'This is a thank-you, not an answer.');
  await flag(page, `report-comment-${ids.comment}`, 62);

  await page.goto(`${ctx.site.url}/users/ann`);
  await page.getByTestId('profile-header').waitFor();
  await flag(page, `report-user-${ann.id}`, 58);
  assert.deepEqual(errors, []);

  // The server refuses another site's link too, with the spec's message on the field.
  const refused = await call<{ error_field: string; error_msg: string }[]>(ctx.site, 'POST', `${A}/report`, {
    object_id: ids.original,
    report_type: 60,
    content: 'https://elsewhere.example.com/questions/1',
  }, tokens.ann);
  assert.equal(refused.code, 400);
  assert.deepEqual(refused.data, [{ error_field: 'content', error_msg: 'URL origin does not match the current website.' }]);
  const queue = await call<{ count: number }>(ctx.site, 'GET', `${A}/report/unreviewed/post`, undefined, tokens.mo);
  assert.equal(queue.data.count, 5, 'five flagged objects wait');
});

test('a moderator sees the flagged post with its flag, closes it from the review page, and the flagger is told', async () => {
  const { page, errors } = await openAs(ctx.browser, ctx.site, mo, '/review?type=flagged_post');
  const item = page.getByTestId('flagged-item');
  await item.getByTestId('review-object-link').filter({ hasText: 'Cheap watches, visit my shop' }).waitFor();
  await item.getByText('spam').first().waitFor();
  await page.getByTestId('flag-approve').click();
  await page.getByTestId('flag-action-close_post').click();
  await page.getByTestId('close-reason-community_specific').click();
  await page.getByTestId('close-save').click();
  // The next flagged object takes its place.
  await item.getByTestId('review-object-link').filter({ hasText: 'How do I bake sourdough bread at home' }).waitFor();
  const info = await call<{ status: number }>(ctx.site, 'GET', `${A}/question/info?id=${ids.spam}`);
  assert.equal(info.data.status, 2, 'closed');
  const inbox = await call<{ list: { action_key: string; object_info: { object_id: string } }[] }>(
    ctx.site,
    'GET',
    `${A}/notification/page?type=inbox`,
    undefined,
    tokens.fay,
  );
  assert.equal(inbox.data.list.find((i) => i.object_info.object_id === ids.spam)?.action_key, 'flag_close_post');
  // Dismissing the duplicate flag leaves the post as it is.
  await page.getByTestId('flag-dismiss').click();
  await item.getByText('Thanks, me too!').first().waitFor();
  assert.equal((await call<{ status: number }>(ctx.site, 'GET', `${A}/question/info?id=${ids.dup}`)).data.status, 1);
  assert.deepEqual(errors, []);
});

test("a new member's post waits in the queue, hidden from others, until a moderator approves it", async () => {
  const rules = await call(ctx.site, 'PUT', '/answer/admin/api/siteinfo/review', {
    queue_low_reputation: true,
    reputation_below: 1000,
    queue_many_links: false,
    link_limit: 3,
  }, tokens.admin);
  assert.equal(rules.code, 200, rules.msg);
  const id = await ask('newbie', 'My very first question on this site');
  assert.equal((await call(ctx.site, 'GET', `${A}/question/info?id=${id}`)).code, 404, 'hidden from visitors');
  assert.equal((await call(ctx.site, 'GET', `${A}/question/info?id=${id}`, undefined, tokens.fay)).code, 404, 'and from other members');
  assert.equal((await call(ctx.site, 'GET', `${A}/question/info?id=${id}`, undefined, tokens.newbie)).code, 200, 'its author sees it');

  const { page, errors } = await openAs(ctx.browser, ctx.site, mo, '/review');
  await page.getByTestId('review-tab-queued_post').waitFor();
  const item = page.getByTestId('queued-item');
  await item.getByTestId('review-object-link').filter({ hasText: 'My very first question on this site' }).waitFor();
  await page.getByTestId('queued-approve').click();
  await page.getByTestId('review-empty').waitFor();
  assert.equal((await call(ctx.site, 'GET', `${A}/question/info?id=${id}`)).code, 200, 'approved: everyone sees it');
  assert.deepEqual(errors, []);
});
