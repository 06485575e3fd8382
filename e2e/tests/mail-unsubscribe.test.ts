// A new-post mail from the real server's mail queue, read from a local SMTP server, and its one-click unsubscribe
// link opened in Chromium: the page says what was turned off, and the setting is off afterwards.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiLogin, call } from '../lib/api.js';
import { openPage } from '../lib/browser.js';
import { linkIn, nextMailTo } from '../lib/mail.js';
import { signUpMember, useMailSite } from '../lib/mail-site.js';
import { logInUi } from '../lib/ui.js';

const ctx = useMailSite();
const CONFIG = '/answer/api/v1/user/notification/config';

test('a member subscribed to new questions gets a mail; its unsubscribe link turns that setting off', async () => {
  await ctx.ready;
  const reader = await signUpMember(ctx, 'nora');
  const readerToken = await apiLogin(ctx.site, reader.email, reader.password);
  const on = await call(ctx.site, 'PUT', CONFIG, { all_new_question: { key: 'email', enable: true } }, readerToken);
  assert.equal(on.code, 200, on.msg);

  const admin = await apiLogin(ctx.site);
  const title = 'Which mail client shows List-Unsubscribe?';
  const asked = await call<{ id: string }>(
    ctx.site,
    'POST',
    '/answer/api/v1/question',
    { title, content: 'The body of a question that the subscribers hear about.', tags: [{ slug_name: 'e2e-mail' }], content_type: 1 },
    admin,
  );
  assert.equal(asked.code, 200, asked.msg);

  // The server's own worker sends it (every 2 s by default).
  const mail = await nextMailTo(ctx.sink, reader.email);
  assert.equal(mail.header('Subject'), `[E2E Site] New post: ${title}`);
  assert.ok(mail.text.includes(`${ctx.site.url}/questions/${asked.data.id}/`), mail.text);
  const link = linkIn(mail, '/users/unsubscribe');
  assert.equal(mail.header('List-Unsubscribe'), `<${link}>`);

  // Opened from the mail client: no login in this browser.
  const { page, errors } = await openPage(ctx.browser);
  await page.goto(link);
  await page.getByText('You are unsubscribed').waitFor();
  await page.getByText('This email notification is now off: New questions.').waitFor();

  const config = await call<Record<string, { enable: boolean }>>(ctx.site, 'GET', CONFIG, undefined, readerToken);
  assert.equal(config.data.all_new_question?.enable, false);
  assert.equal(config.data.inbox?.enable, true);

  // The settings page shows it off too.
  await logInUi(page, ctx.site, reader.email, reader.password);
  await page.getByTestId('nav-avatar').waitFor();
  await page.goto(`${ctx.site.url}/users/settings/notify`);
  const sw = page.getByTestId('notify-form').getByRole('switch', { name: 'New questions', exact: true });
  await sw.waitFor();
  assert.equal(await sw.getAttribute('aria-checked'), 'false');

  // The link works once: opened again, it is an expired link.
  await page.goto(link);
  await page.waitForURL('**/users/account-activation/failed');
  assert.deepEqual(errors, []);
});
