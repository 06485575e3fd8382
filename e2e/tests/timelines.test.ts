// Timelines and suggested edits in Chromium against the real server: a post's timeline shows an edit's changes
// (rendered and source) and a moderator rolls the post back; a member's edit of another's post waits for review,
// and a moderator approves one suggestion and rejects another on /review. Set-up goes through the API; what the
// tests are about goes through the pages.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { apiLogin, call } from '../lib/api.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { openAs, waitForPath } from '../lib/ui.js';
import { membersSuggestEdits } from '../lib/privileges.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let ann: Member; // author
let mo: Member; // moderator
let bob: Member; // a member suggesting edits
const tokens: Record<string, string> = {};

async function ask(title: string, content: string): Promise<string> {
  const res = await call<{ id: string }>(ctx.site, 'POST', `${A}/question`, { title, content, tags: [{ slug_name: 'e2e-timeline' }], content_type: 1 }, tokens.ann);
  assert.equal(res.code, 200, res.msg);
  return res.data.id;
}

const postText = async (id: string) => (await call<{ content: string }>(ctx.site, 'GET', `${A}/question/info?id=${id}`, undefined, tokens.mo)).data.content;

before(async () => {
  await ctx.ready;
  [ann, mo, bob] = [await signUpMember(ctx, 'ann'), await signUpMember(ctx, 'mo'), await signUpMember(ctx, 'bob')];
  for (const [name, m] of Object.entries({ ann, mo, bob })) tokens[name] = await apiLogin(ctx.site, m.email, m.password);
  tokens.admin = await apiLogin(ctx.site);
  const role = await call(ctx.site, 'PUT', '/answer/admin/api/user/role', { user_id: mo.id, role_id: 3 }, tokens.admin);
  assert.equal(role.code, 200, role.msg);
  const tag = await call(ctx.site, 'POST', `${A}/tag`, { slug_name: 'e2e-timeline', display_name: 'e2e-timeline' }, tokens.admin);
  assert.equal(tag.code, 200, tag.msg);
  await membersSuggestEdits(ctx.site);
});

test("a post's timeline shows an edit's changes, rendered and as source; a moderator rolls it back", async () => {
  const id = await ask('How long should bread rise?', 'Let it rise for **one hour** in a warm place.');
  const edit = await call(ctx.site, 'PUT', `${A}/question`, {
    id,
    title: 'How long should bread rise?',
    content: 'Let it rise for **three days** in a cold place.',
    tags: [{ slug_name: 'e2e-timeline' }],
    edit_summary: 'my own experience',
  }, tokens.ann);
  assert.equal(edit.code, 200, edit.msg);

  // The member reaches the timeline from the post.
  const { page, errors } = await openAs(ctx.browser, ctx.site, bob, `/questions/${id}`);
  await page.getByTestId('post-timeline-link').click();
  await waitForPath(page, `/posts/${id}/timeline`);
  await page.getByTestId('timeline-row-edited').waitFor();
  assert.match(await page.getByTestId('timeline-row-edited').innerText(), /my own experience/);
  await page.getByTestId('timeline-row-edited').getByRole('button').click();
  const rendered = page.getByTestId('diff-rendered');
  await rendered.waitFor();
  assert.match(await rendered.locator('[data-diff="removed"]').innerText(), /one hour/);
  assert.match(await rendered.locator('[data-diff="added"] strong').innerText(), /three days/);
  await page.getByTestId('diff-view-source').click();
  const source = page.getByTestId('diff-source');
  assert.match(await source.locator('ins').first().innerText(), /three/);
  assert.equal(await page.getByTestId(/^rollback-/).count(), 0, 'members do not roll back');
  assert.deepEqual(errors, []);

  // The moderator rolls back to the first version: a new "rolled back" entry, the post as it was.
  const staff = await openAs(ctx.browser, ctx.site, mo, `/posts/${id}/timeline`);
  await staff.page.getByTestId('timeline-row-asked').getByRole('button').click();
  await staff.page.getByTestId(/^rollback-/).click();
  await staff.page.getByTestId('rollback-ok').click();
  await staff.page.getByTestId('timeline-row-rollback').waitFor();
  assert.equal(await postText(id), 'Let it rise for **one hour** in a warm place.');
  assert.deepEqual(staff.errors, []);
});

test("a member's edit waits for review; the moderator approves one suggestion and rejects another", async () => {
  const first = await ask('Which flour makes the best bread?', 'I use plain flour for everything.');
  const second = await ask('Can bread be frozen?', 'I wonder whether bread freezes well.');

  // Bob suggests an edit through the page: it says it waits for review, the post is unchanged.
  const { page, errors } = await openAs(ctx.browser, ctx.site, bob, `/questions/${first}`);
  await page.getByTestId('post-suggest-edit').click();
  await waitForPath(page, `/posts/${first}/edit`);
  await page.getByTestId('content-editor').fill('I use strong bread flour for loaves and plain flour for cakes.');
  await page.getByTestId('edit-summary-input').fill('more precise');
  await page.getByTestId('submit-post').click();
  await page.getByText('Your revision will show after it passes review.').waitFor();
  assert.equal(await postText(first), 'I use plain flour for everything.');
  assert.deepEqual(errors, []);

  const other = await call(ctx.site, 'PUT', `${A}/question`, {
    id: second,
    title: 'Can bread be frozen?',
    content: 'Spam spam spam.',
    tags: [{ slug_name: 'e2e-timeline' }],
  }, tokens.bob);
  assert.equal((other.data as { wait_for_review: boolean }).wait_for_review, true);

  // The moderator reviews on /review: approve the first, reject the second.
  const review = await openAs(ctx.browser, ctx.site, mo, '/review?type=suggested_post_edit');
  await review.page.getByTestId('review-tab-suggested_post_edit').waitFor();
  const reason = review.page.getByTestId('suggested-reason');
  await reason.filter({ hasText: 'more precise' }).waitFor();
  assert.match(await review.page.getByTestId('suggested-body').locator('ins').first().innerText(), /strong/);
  await review.page.getByTestId('suggested-approve').click();
  await review.page.getByText('Edit approved.').waitFor();
  await review.page.getByTestId('suggested-body').filter({ hasText: 'Spam' }).waitFor();
  await review.page.getByTestId('suggested-reject').click();
  await review.page.getByTestId('suggested-empty').waitFor();
  assert.deepEqual(review.errors, []);

  assert.equal(await postText(first), 'I use strong bread flour for loaves and plain flour for cakes.');
  assert.equal(await postText(second), 'I wonder whether bread freezes well.');
  const tl = await call<{ timeline: { activity_type: string; username: string }[] }>(ctx.site, 'GET', `${A}/activity/timeline?object_id=${first}`, undefined, tokens.bob);
  assert.deepEqual(tl.data.timeline.map((i) => i.activity_type), ['asked', 'edited']);
});
