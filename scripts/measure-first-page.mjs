#!/usr/bin/env node
// The JavaScript a browser downloads for a first visit of `/`: loads the page in headless Chromium against a
// running server (production builds of the shell and remotes), waits for the post list, and sums every JS
// response (shell entry, federation runtime, remoteEntry/manifest-loaded chunks of mf-posts, shared chunks),
// raw and gzip (zlib level 9 over the bytes the browser received; the server may or may not compress).
//
//   node scripts/measure-first-page.mjs [--url http://localhost:9080/] [--json] [--list]
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const url = option('--url', process.env.SITE_URL_MEASURE ?? 'http://localhost:9080/');
const waitFor = option('--wait-for', 'post-list');

// playwright-core is a dependency of the e2e package (browsers cannot be downloaded here: Debian's Chromium).
const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const userDataDir = mkdtempSync(join(tmpdir(), 'measure-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const files = [];
const pending = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const isJs = type === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (!isJs || response.status() >= 400) return;
    pending.push(
      response.body().then(
        (body) => files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByTestId(waitFor).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
const byOrigin = {};
for (const f of files) {
  const path = new URL(f.url).pathname;
  const part = path.startsWith('/remotes/') ? path.split('/')[2] : 'shell';
  byOrigin[part] ??= { files: 0, raw: 0, gzip: 0 };
  byOrigin[part].files += 1;
  byOrigin[part].raw += f.raw;
  byOrigin[part].gzip += f.gzip;
}

if (flag('--json')) {
  console.log(JSON.stringify({ url, files: files.length, ...total, byPart: byOrigin }, null, 2));
} else {
  if (flag('--list')) {
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)}  ${f.url}`);
  }
  for (const [part, v] of Object.entries(byOrigin)) console.log(`${part.padEnd(10)} ${String(v.files).padStart(3)} files  ${kb(v.raw).padStart(10)} raw  ${kb(v.gzip).padStart(10)} gzip`);
  console.log(`first page ${url}: ${files.length} JS files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
}
