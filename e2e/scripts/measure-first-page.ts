// The JavaScript a browser downloads for a first visit of `/`: loads the page in headless Chromium (fresh profile,
// empty cache) against production builds, waits for the post list, and sums every JS response raw and gzip
// (zlib level 9 over the bytes received; the server may or may not compress).
//
//   pnpm measure:first-page [-- --url http://localhost:9080/] [--json] [--list]
// Without --url it starts the built site itself on a temporary data dir (AUTO_INSTALL) and stops it afterwards.
import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage } from '../lib/browser.js';
import { removeDir, startSite, type Site } from '../lib/site.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

interface JsFile {
  url: string;
  raw: number;
  gzip: number;
}

async function measure(url: string): Promise<JsFile[]> {
  const browser = await launchBrowser();
  const files: JsFile[] = [];
  const pending: Promise<unknown>[] = [];
  try {
    const { page } = await openPage(browser);
    page.on('response', (response) => {
      const isJs = response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (!isJs || response.status() >= 400) return;
      pending.push(
        response.body().then(
          (body) => files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.getByTestId('post-list').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    await browser.close();
  }
  return files;
}

/** Totals per part: the shell (everything outside /remotes/) and each remote. */
function byPart(files: JsFile[]) {
  const parts: Record<string, { files: number; raw: number; gzip: number }> = {};
  for (const f of files) {
    const path = new URL(f.url).pathname;
    const part = path.startsWith('/remotes/') ? path.split('/')[2]! : 'shell';
    const p = (parts[part] ??= { files: 0, raw: 0, gzip: 0 });
    p.files += 1;
    p.raw += f.raw;
    p.gzip += f.gzip;
  }
  return parts;
}

const given = option('--url');
let site: Site | undefined;
try {
  if (!given) site = await startSite({ autoInstall: true });
  const url = given ?? `${site!.url}/`;
  const files = await measure(url);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
  if (args.includes('--json')) {
    console.log(JSON.stringify({ url, files: files.length, ...total, byPart: byPart(files) }, null, 2));
  } else {
    console.log(`First page ${url}: ${files.length} JS files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
    for (const [part, p] of Object.entries(byPart(files))) {
      console.log(`  ${part.padEnd(12)} ${String(p.files).padStart(3)} files  ${kb(p.raw).padStart(10)} raw  ${kb(p.gzip).padStart(10)} gzip`);
    }
    if (args.includes('--list')) for (const f of files) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.url}`);
  }
} finally {
  await site?.stop();
  if (site) removeDir(site.dataDir);
}
