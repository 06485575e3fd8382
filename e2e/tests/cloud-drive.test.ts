// The cloud-drive bridge in Chromium against the real server and the test drive (e2e/fixtures/drive-site) on its own
// origin: with no drive a resource takes a pasted link only; with one, the seller picks a drive file on the ask page
// and publishes it priced, another member unlocks it and saves it to their drive (the drive records what it got);
// frames that pretend to be the drive (another origin, or the drive's origin in another window) change nothing and
// are logged.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { startDriveSite, type DriveSite } from '../lib/drive-site.js';
import { signUpMember, useMailSite, type Member } from '../lib/mail-site.js';
import { ADMIN } from '../lib/site.js';
import { chooseTag, openAs, waitForPath } from '../lib/ui.js';

const ctx = useMailSite();
const A = '/answer/api/v1';
const TAG = 'e2e-drive';
let drive: DriveSite;
let forgerSite: DriveSite;
let seller: Member;
let reader: Member;
let admin = '';

before(async () => {
  await ctx.ready;
  [drive, forgerSite] = [await startDriveSite(), await startDriveSite()];
  [seller, reader] = [await signUpMember(ctx, 'dseller'), await signUpMember(ctx, 'dreader')];
  admin = await apiLogin(ctx.site);
  const res = await call(ctx.site, 'POST', `${A}/question`, { title: 'Welcome to the drive tag', content: 'Seed post.', tags: [{ slug_name: TAG }], content_type: 2 }, admin);
  assert.equal(res.code, 200, res.msg);
  const grant = await call(ctx.site, 'POST', '/answer/admin/api/points/grant', { user_id: reader.id, amount: 100, reason: 'Drive test' }, admin);
  assert.equal(grant.code, 200, grant.msg);
});
after(async () => {
  await drive?.close();
  await forgerSite?.close();
});

const setDrive = async (url: string) => assert.equal((await call(ctx.site, 'PUT', '/answer/admin/api/setting/cloud-drive', { url }, admin)).code, 200);
const as = async (m: Member, path: string): Promise<Page> => (await openAs(ctx.browser, ctx.site, m, path)).page;
const driveFrame = (page: Page): Frame | undefined => page.frames().find((f) => f.url().startsWith(drive.origin) && f.url().includes('/index.html'));
/** Console warnings the page logs, as they come. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') seen.push(m.text());
  });
  return seen;
}
/** Puts a frame of `src` on the page and waits until its script has posted its forged messages. */
async function addForger(page: Page, src: string) {
  await page.evaluate((url) => {
    const f = document.createElement('iframe');
    f.src = url;
    f.className = 'e2e-forger';
    document.body.appendChild(f);
  }, src);
  const frame = await (await page.waitForSelector(`iframe.e2e-forger[src="${src}"]`)).contentFrame();
  await frame!.waitForFunction(() => (window as unknown as { forgerDone?: boolean }).forgerDone === true);
  await page.waitForTimeout(400);
}

async function writeResource(page: Page, title: string) {
  await page.getByTestId('title-input').fill(title);
  await page.getByTestId('content-editor').fill('The slides and the data of the whole course.');
  await chooseTag(page, TAG);
}

test('with no drive configured a resource takes a pasted link and code only, and no drive frame loads', async () => {
  await setDrive('');
  const page = await as(seller, '/questions/ask?content_type=3');
  await page.getByTestId('drive-share-fields').waitFor();
  assert.equal(await page.getByTestId('drive-pick').count(), 0, 'no drive button without a drive');
  await writeResource(page, 'Pasted course notes');
  await page.getByLabel('Share link').fill('https://pan.example.com/s/pasted-notes');
  await page.getByLabel('Extraction code').fill('p4st');
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/pasted-course-notes$/);
  const share = page.getByTestId('drive-share');
  await share.waitFor();
  assert.match(await share.innerText(), /pan\.example\.com\/s\/pasted-notes[\s\S]*Extraction code: p4st/);
  assert.equal(await page.getByTestId('drive-save').count(), 0);
  assert.equal(await page.locator('iframe').count(), 0, 'no frame on a site without a drive');
});

test('the admin sets the drive on its page; the seller picks a drive file, publishes it priced; a buyer saves it to their drive', async () => {
  const adminPage = (await openAs(ctx.browser, ctx.site, ADMIN, '/admin/cloud-drive')).page;
  await adminPage.getByTestId('cloud-drive-state').getByText('No drive: members paste share links.').waitFor();
  await adminPage.getByLabel("Drive's bridge page").fill(drive.bridgeUrl);
  await adminPage.getByTestId('cloud-drive-save').click();
  await adminPage.getByTestId('cloud-drive-state').getByText(`Messages are accepted only from ${drive.origin}.`).waitFor();

  const page = await as(seller, '/questions/ask?content_type=3');
  await page.getByTestId('drive-pick').waitFor();
  assert.equal(driveFrame(page), undefined, 'the drive frame loads only when the page asks for the drive');
  await page.getByTestId('drive-pick').click();
  const picker = page.getByRole('dialog');
  await picker.getByTestId('drive-file').first().waitFor();
  assert.deepEqual(await picker.getByTestId('drive-file').locator('span').first().allInnerTexts(), ['lecture-notes.pdf']);
  assert.equal(await picker.getByTestId('drive-file').count(), 2);
  await picker.getByTestId('drive-file').filter({ hasText: 'dataset.zip' }).getByRole('button').click();
  await page.getByTestId('drive-picked').getByText('Filled in from your drive: dataset.zip').waitFor();
  assert.equal(await page.getByLabel('Share link').inputValue(), `${drive.origin}/s/d2`);
  assert.equal(await page.getByLabel('Extraction code').inputValue(), 'k3y9');
  assert.ok(driveFrame(page), 'the hidden drive frame is on the page now');
  assert.equal(await page.locator('iframe.cloud-drive-frame').getAttribute('tabindex'), '-1', 'the hidden frame takes no keyboard focus');
  await writeResource(page, 'The course dataset');
  await page.getByTestId('score-input').fill('20');
  await page.getByTestId('submit-post').click();
  await waitForPath(page, /^\/questions\/\d+\/the-course-dataset$/);
  const path = new URL(page.url()).pathname;
  assert.match(await page.getByTestId('drive-share').innerText(), new RegExp(`${drive.origin}/s/d2`));

  const readerPage = await as(reader, path);
  await readerPage.getByTestId('locked-notice').waitFor();
  assert.ok(!(await readerPage.content()).includes('/s/d2'), 'the share is nowhere in the locked page');
  assert.equal(driveFrame(readerPage), undefined, 'reading a post does not load the drive');
  await readerPage.getByTestId('unlock-button').click();
  await readerPage.getByTestId('unlock-confirm').click();
  const share = readerPage.getByTestId('drive-share');
  await share.waitFor();
  assert.match(await share.innerText(), /Extraction code: k3y9/);
  await readerPage.getByTestId('drive-save').click();
  const result = readerPage.getByTestId('drive-save-result');
  await result.getByText('Your drive says: Saved dataset.zip to /From the community').waitFor();
  const received = await driveFrame(readerPage)!.evaluate(() => (window as unknown as { driveReceived: unknown[] }).driveReceived);
  assert.deepEqual(received, [{ share_url: `${drive.origin}/s/d2`, share_code: 'k3y9' }]);
  assert.match(await driveFrame(readerPage)!.locator('#saved').innerText(), /\/s\/d2 \(k3y9\)/);
});

test('frames that pretend to be the drive are ignored and logged: another origin, and the drive origin in another window', async () => {
  await setDrive(drive.bridgeUrl);
  const page = await as(seller, '/questions/ask?content_type=3');
  const warned = warnings(page);
  // The drive is mounted (and its listener on) once the page has asked it for something.
  await page.getByTestId('drive-pick').click();
  await page.getByRole('dialog').getByTestId('drive-file').first().waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await addForger(page, `${forgerSite.origin}/forger.html`);
  await addForger(page, `${drive.origin}/forger.html`);
  assert.equal(await page.getByLabel('Share link').inputValue(), '', 'no forged share filled the form');
  assert.equal(await page.getByLabel('Extraction code').inputValue(), '');
  assert.equal(await page.getByTestId('drive-picked').count(), 0);
  assert.equal(await page.getByText('forged-file.exe').count(), 0);
  const dropped = warned.filter((w) => w.startsWith('[cloud-drive] dropped a message from'));
  assert.ok(dropped.some((w) => w.includes(forgerSite.origin)), `the other origin is named: ${JSON.stringify(warned)}`);
  assert.ok(dropped.some((w) => w.includes(drive.origin)), `the drive origin's other window is dropped too: ${JSON.stringify(warned)}`);

  // The real drive still answers.
  await page.getByTestId('drive-pick').click();
  await page.getByRole('dialog').getByTestId('drive-file').filter({ hasText: 'lecture-notes.pdf' }).getByRole('button').click();
  await page.getByTestId('drive-picked').getByText('Filled in from your drive: lecture-notes.pdf').waitFor();
  assert.equal(await page.getByLabel('Share link').inputValue(), `${drive.origin}/s/n1`);
});
