// The admin's dashboard and contents pages in Chromium against the real server: the dashboard's counts follow a
// new post, its health reads the real database and SMTP; on the questions page the admin closes two posts and
// deletes two more in bulk, and a member then finds the closed ones marked closed and the deleted ones gone.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
let ida: Member;
let other: Member;
let idaToken = '';
const posts: { id: string; title: string }[] = [];
/** The dashboard's question count once the five posts of this file exist. */
let questionCount = 0;

async function ask(title: string): Promise<{ id: string; title: string }> {
  const res = await call<{ id: string }>(
    ctx.site,
    'POST',
    `${A}/question`,
    { title, content: `The body of "${title}", long enough to post.`, tags: [{ slug_name: 'e2e-contents' }], content_type: 1 },
    idaToken,
  );
  assert.equal(res.code, 200, res.msg);
  return { id: res.data.id, title };
}

before(async () => {
  await ctx.ready;
  ida = await signUpMember(ctx, 'ida');
  other = await signUpMember(ctx, 'olaf');
  idaToken = await apiLogin(ctx.site, ida.email, ida.password);
  for (const n of ['one', 'two', 'three', 'four']) posts.push(await ask(`Contents bulk post number ${n}`));
});

const countOf = async (page: Page, key: string) => Number((await page.getByTestId(`count-${key}`).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
const rowOf = (page: Page, title: string) => page.locator('tr', { has: page.getByRole('link', { name: title, exact: true }) });

test('the dashboard shows real counts, a new post counts at once, and the health of the real services', async () => {
  const { page, errors } = await openAs(ctx.browser, ctx.site, { email: ADMIN.email, password: ADMIN.password }, '/admin');
  await waitForPath(page, '/admin/dashboard');
  await page.getByTestId('dashboard-counts').waitFor();
  const before = await countOf(page, 'questions');
  assert.ok(before >= 4, `at least the four posts of this file: ${before}`);
  assert.equal(await page.getByTestId('health-database').getAttribute('data-status'), 'ok');
  assert.equal(await page.getByTestId('health-smtp').getAttribute('data-status'), 'ok', 'the test site has SMTP set up');
  assert.equal(await page.getByTestId('health-ledger').getAttribute('data-status'), 'ok');
  assert.equal(await page.getByTestId('health-redis').getAttribute('data-status'), 'off');
  assert.match(await page.getByTestId('system-run_mode').innerText(), /Embedded database/);
  assert.match(await page.getByTestId('system-database').innerText(), /^PGlite \d+/);

  posts.push(await ask('Contents bulk post number five'));
  await page.getByTestId('dashboard-refresh').click();
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="count-questions"] .ant-statistic-content-value')?.textContent?.replace(/\D/g, '')) === n,
    before + 1,
  );
  questionCount = before + 1;
  const problems = await blockingViolations(page);
  assert.deepEqual(problems, [], describeViolations(problems));
  assert.deepEqual(errors, []);
});

test('the admin closes two posts and deletes two in bulk; a member sees them closed and gone', async () => {
  const { page, errors } = await openAs(ctx.browser, ctx.site, { email: ADMIN.email, password: ADMIN.password }, '/admin/questions');
  await page.getByTestId('contents-questions').waitFor();
  const search = page.getByTestId('contents-questions').getByRole('searchbox');
  await search.fill('Contents bulk');
  await search.press('Enter');
  await rowOf(page, posts[0]!.title).waitFor();
  assert.equal(await page.locator('tbody tr.ant-table-row').count(), 5);

  // Close the first two (the selection is counted before the bulk button is used, and the confirmation names it).
  for (const p of posts.slice(0, 2)) await rowOf(page, p.title).getByRole('checkbox').check();
  await page.getByTestId('contents-bulk').getByText('2 selected').waitFor();
  await page.getByTestId('bulk-close').click();
  await page.getByText('Close 2 items?').waitFor();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('2 items changed.').waitFor();
  await rowOf(page, posts[0]!.title).waitFor({ state: 'detached' });

  // Delete the next two.
  for (const p of posts.slice(2, 4)) await rowOf(page, p.title).getByRole('checkbox').check();
  await page.getByTestId('contents-bulk').getByText('2 selected').waitFor();
  await page.getByTestId('bulk-delete').click();
  await page.getByText('Delete 2 items?').waitFor();
  await page.getByRole('button', { name: 'Apply' }).click();
  await rowOf(page, posts[2]!.title).waitFor({ state: 'detached' });
  await rowOf(page, posts[3]!.title).waitFor({ state: 'detached' });
  assert.equal(await page.locator('tbody tr.ant-table-row').count(), 1);

  // The tabs show where they went.
  await page.getByRole('tab', { name: 'Closed' }).click();
  await rowOf(page, posts[0]!.title).waitFor();
  await rowOf(page, posts[1]!.title).waitFor();
  await page.getByRole('tab', { name: 'Deleted' }).click();
  await rowOf(page, posts[2]!.title).waitFor();
  await rowOf(page, posts[3]!.title).waitFor();
  assert.ok(new URL(page.url()).search.includes('status=deleted'));
  const problems = await blockingViolations(page);
  assert.deepEqual(problems, [], describeViolations(problems));

  // The dashboard counts the two deleted posts out.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByTestId('dashboard-counts').waitFor();
  assert.equal(await countOf(page, 'questions'), questionCount - 2);

  // A member: the closed post says so, the deleted one is a 404, and the list keeps only what is left.
  const member = await openAs(ctx.browser, ctx.site, other, `/questions/${posts[0]!.id}`);
  await member.page.getByTestId('banner-closed').waitFor();
  await member.page.goto(`${ctx.site.url}/questions/${posts[2]!.id}`);
  await member.page.getByText('404').first().waitFor();
  const list = await call<{ list: { id: string }[] }>(ctx.site, 'GET', `${A}/question/page?page_size=50&order=newest`);
  const ids = list.data.list.map((q) => q.id);
  assert.ok(ids.includes(posts[0]!.id) && ids.includes(posts[4]!.id));
  assert.ok(!ids.includes(posts[2]!.id) && !ids.includes(posts[3]!.id));
  // The tag counts only the three left.
  const tag = await call<{ question_count: number }>(ctx.site, 'GET', `${A}/tag?tag_name=e2e-contents`);
  assert.equal(tag.data.question_count, 3);
  assert.deepEqual(errors, []);
  assert.deepEqual(member.errors, []);
});
