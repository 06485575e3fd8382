// Maintenance mode in Chromium against the real server: the admin switches it on in the general settings; a member's
// page shows the maintenance text while the admin keeps working in the admin area under a banner; switched off, the
// member is back.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';
import { useMailSite } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const MEMBER = { email: 'mara@e2e.test', password: 'mara-pass-123' };
const TEXT = 'We are undergoing maintenance and will be back soon.';
let admin: { page: Page; errors: string[] };
let member: { page: Page; errors: string[] };

/** The page passes axe's critical and serious checks (the banner's and the maintenance page's contrast among them). */
async function expectAccessible(page: Page): Promise<void> {
  const problems = await blockingViolations(page);
  assert.equal(problems.length, 0, describeViolations(problems));
}

before(async () => {
  await ctx.ready;
  const token = await apiLogin(ctx.site);
  const added = await call(ctx.site, 'POST', '/answer/admin/api/user', { display_name: 'Mara', ...MEMBER }, token);
  assert.equal(added.code, 200, added.msg);
  admin = await openAs(ctx.browser, ctx.site, { email: ADMIN.email, password: ADMIN.password }, '/admin/general');
  member = await openAs(ctx.browser, ctx.site, MEMBER, '/questions');
});

test('the admin switches maintenance on: members see the maintenance page, the admin keeps working', async () => {
  const toggle = admin.page.getByRole('switch', { name: 'Maintenance mode' });
  await toggle.waitFor();
  assert.equal(await toggle.getAttribute('aria-checked'), 'false');
  await toggle.click();
  await admin.page.getByText('Maintenance mode is on.').waitFor();
  await admin.page.getByText(/Maintenance mode is on: members and visitors see the maintenance page/).waitFor();

  // The member's next page: the maintenance text, whatever the address.
  await member.page.goto(`${ctx.site.url}/questions`);
  await member.page.getByText(TEXT).waitFor();
  await waitForPath(member.page, '/maintenance');
  assert.equal(await member.page.getByText(/Maintenance mode is on:/).count(), 0, 'no staff banner for members');
  await expectAccessible(member.page);
  // A visitor too.
  const visitor = await openAs(ctx.browser, ctx.site, null, '/tags');
  await visitor.page.getByText(TEXT).waitFor();
  await visitor.page.context().close();

  // The admin goes on in the admin area, with the banner on every page.
  await admin.page.goto(`${ctx.site.url}/admin/users`);
  await admin.page.getByTestId('users-table').waitFor();
  await admin.page.getByTestId('user-link-mara').waitFor();
  await admin.page.getByText(/Maintenance mode is on:/).waitFor();
  await admin.page.goto(`${ctx.site.url}/questions`);
  await admin.page.getByText(/Maintenance mode is on:/).waitFor();
  assert.equal(await admin.page.getByText(TEXT).count(), 0);
  await expectAccessible(admin.page);
  await admin.page.goto(`${ctx.site.url}/admin/general`);
  await admin.page.getByRole('switch', { name: 'Maintenance mode' }).waitFor();
  await expectAccessible(admin.page);
});

test('switched off, the member is back', async () => {
  await admin.page.goto(`${ctx.site.url}/admin/general`);
  const toggle = admin.page.getByRole('switch', { name: 'Maintenance mode' });
  await admin.page.waitForFunction(() => document.querySelector('[data-testid="maintenance-switch"]')?.getAttribute('aria-checked') === 'true');
  await toggle.click();
  await admin.page.getByText('Maintenance mode is off: the site is open again.').waitFor();
  // The banner goes once siteinfo has been read again (the switch invalidates it).
  await admin.page.getByText(/Maintenance mode is on:/).waitFor({ state: 'detached' });

  // The member reloads the maintenance page: it sends them home, and the site works again.
  await member.page.reload();
  await waitForPath(member.page, '/');
  await member.page.goto(`${ctx.site.url}/questions`);
  await member.page.getByTestId('nav-avatar').waitFor();
  assert.equal(await member.page.getByText(TEXT).count(), 0);
  assert.deepEqual([...admin.errors, ...member.errors], []);
});
