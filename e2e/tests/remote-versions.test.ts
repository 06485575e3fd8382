// Versioned deploys of a remote (pnpm deploy:remote) into a running site: the active version is what browsers load,
// a rollback switches them back, a canary keeps its visitors across reloads, and a canary that cannot be loaded falls
// back to the last good version for its visitor, who reports it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, call } from '../lib/api.js';
import { launchBrowser } from '../lib/browser.js';
import { ROOT, removeDir, startSite, type Site } from '../lib/site.js';

let site: Site;
let browser: Browser;
const scratch = mkdtempSync(join(tmpdir(), 'e2e-versions-'));

before(async () => {
  site = await startSite({ autoInstall: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  if (site) removeDir(site.dataDir);
  rmSync(scratch, { recursive: true, force: true });
});

/** mf-posts' build with a marker file, so each copy is a version of its own. */
function buildCopy(marker: string): string {
  const dir = join(scratch, marker);
  cpSync(join(ROOT, 'mf-posts', 'dist'), dir, { recursive: true });
  writeFileSync(join(dir, 'marker.txt'), marker);
  return dir;
}

function deploy(...args: string[]): string {
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts', 'deploy-remote.mjs'), 'mf-posts', '--data-dir', site.dataDir, ...args], { encoding: 'utf8' });
  assert.equal(res.status, 0, res.stdout + res.stderr);
  return res.stdout;
}

const versionsDir = () => join(site.dataDir, 'remotes', 'mf_posts', 'versions');
const versions = () => readdirSync(versionsDir()).filter((d) => !d.startsWith('.')).sort();

/** The same bucket the server computes (services/frontend/canary-visitor.ts): is this visitor in a `percent` canary? */
const inCanary = (id: string, percent: number) => createHash('sha256').update(`${id}:mf_posts`).digest().readUInt32BE(0) % 10_000 < percent * 100;
const visitorIds = Array.from({ length: 200 }, (_, n) => `e2e${String(n).padStart(19, '0')}`);

/** Opens the home page (mf-posts renders it) and answers which deployed versions of mf-posts the browser fetched from. */
async function openHome(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  const onRequest = (req: { url(): string }) => {
    const m = /\/remotes\/mf-posts\/v\/([^/]+)\//.exec(req.url());
    if (m) seen.add(m[1]!);
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${site.url}/`);
    // Rendered by the remote itself (the page's crawlable copy shows the same words before it loads).
    await page.getByTestId('slot-mf_posts').getByTestId('post-list-empty').waitFor();
  } finally {
    page.off('request', onRequest);
  }
  return [...seen];
}

async function contextWithVisitor(id?: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (id) await context.addCookies([{ name: 'site_visitor', value: id, url: site.url }]);
  return context;
}

test('the active version is served, a rollback switches back, a canary keeps its visitors, and a broken canary falls back', async () => {
  deploy('--from', buildCopy('one'));
  deploy('--from', buildCopy('two'));
  const [v1, v2] = versions() as [string, string];

  const context = await contextWithVisitor();
  const page = await context.newPage();
  assert.deepEqual(await openHome(page), [v2], 'the browser loads the active version only');

  deploy('--rollback');
  assert.deepEqual(await openHome(page), [v1], 'after the rollback, the version before');

  deploy('--from', buildCopy('three'), '--canary', '30');
  const v3 = versions().at(-1)!;
  // A browser that never had a visitor id gets one, and stays in its bucket across reloads.
  const seenByOne = new Set<string>();
  for (let i = 0; i < 4; i++) for (const v of await openHome(page)) seenByOne.add(v);
  assert.equal(seenByOne.size, 1, `one browser got one version: ${[...seenByOne]}`);
  const cookies = await context.cookies(site.url);
  assert.equal(cookies.filter((c) => c.name === 'site_visitor').length, 1);
  await context.close();

  // Visitors in the canary's share get it on every reload; the others keep the active version.
  const canaryVisitor = visitorIds.find((id) => inCanary(id, 30))!;
  const inside = await contextWithVisitor(canaryVisitor);
  const outside = await contextWithVisitor(visitorIds.find((id) => !inCanary(id, 30)));
  const insidePage = await inside.newPage();
  const outsidePage = await outside.newPage();
  for (let i = 0; i < 3; i++) {
    assert.deepEqual(await openHome(insidePage), [v3], 'the canary visitor');
    assert.deepEqual(await openHome(outsidePage), [v1], 'a visitor outside the canary');
  }

  // The canary's files disappear. A browser that has them cached (immutable) keeps working from its cache; one
  // without them (a new device of the same visitor, here a fresh context with the same visitor id) tries the canary,
  // falls back to the active version, and the failure is reported.
  rmSync(join(versionsDir(), v3), { recursive: true });
  const fresh = await contextWithVisitor(canaryVisitor);
  const fetched = await openHome(await fresh.newPage());
  assert.deepEqual(fetched.sort(), [v1, v3].sort(), `tried the canary ${v3}, then loaded the active version ${v1}: ${fetched}`);
  const admin = await apiLogin(site);
  const deadline = Date.now() + 10_000;
  let reports: { version: string; kind: string; message: string }[] = [];
  while (Date.now() < deadline) {
    const res = await call<{ list: typeof reports }>(site, 'GET', '/answer/admin/api/frontend/remote-reports?remote=mf_posts&kind=load_failure', undefined, admin);
    reports = res.data.list;
    if (reports.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(reports.length, 1, 'one report of the failure');
  assert.equal(reports[0]!.version, v3);
  assert.match(reports[0]!.message, new RegExp(`fell back to /remotes/mf-posts/v/${v1}/`));
  await Promise.all([inside.close(), outside.close(), fresh.close()]);
});
