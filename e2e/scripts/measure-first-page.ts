// How fast a first visit is: loads `/`, a question page and the ask page in headless Chromium (a fresh browser
// context per load, so an empty cache) against production builds, RUNS times each, and prints the median of
//   FCP      first contentful paint (the layout or the start-up placeholder painted)
//   copy     the server's crawlable copy of the content visible, drawn as the app draws it (the list's first card,
//            the question's title); none on the ask page
//   content  the app's own content visible: the first post of the list, the question's title, the ask form
//   LCP      largest contentful paint (the last candidate reported before the content was visible + idle)
//   JS       every JavaScript response: raw bytes, gzip (zlib level 9 over the bytes, whatever the server sent)
//            and wire (the encoded body the browser received: smaller than raw only when the server compresses);
//            what was requested only after the content showed (the idle prefetch of the next pages) is also named
//            apart
//   requests every request the page made until the network was idle
//
// and then how long moving on takes once `/` has loaded (list -> post -> the login page, another remote), from the
// click to the frame that paints the next page's content; `--moves-detail` lists what each move requested and when.
//
//   pnpm measure:first-page [-- --url http://localhost:9080] [--runs 5] [--json] [--list] [--moves-only] [--moves-detail]
// Without --url it starts the built site itself on a temporary data dir (AUTO_INSTALL + the demo seed) and stops it
// afterwards; with --url it measures that site (the ask page needs ADMIN's login there, else it is skipped).
// Timings depend on the machine's load: figures taken while other work runs are indicative.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { apiLogin } from '../lib/api.js';
import { launchBrowser } from '../lib/browser.js';
import { firstQuestionPath, observeContent, startSeededSite, stopSeededSite, waitForContent } from '../lib/first-page.js';
import type { Site } from '../lib/site.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 5);

interface JsFile {
  url: string;
  /** Requested after the content was visible (a prefetch for the next pages, or a late part of this one). */
  afterContent?: boolean;
  raw: number;
  gzip: number;
  wire: number;
}

interface Load {
  fcp: number | null;
  copy: number | null;
  content: number;
  lcp: number | null;
  requests: number;
  files: JsFile[];
}

interface PageToMeasure {
  name: string;
  path: string;
  /** What "the content is visible" means on this page. */
  selector: string;
  /** The same content in the server's crawlable copy, where the page has one. */
  copySelector?: string;
  /** A token to log in with (stored as the shell stores it) before the page loads. */
  token?: string;
}

async function loadOnce(browser: Browser, base: string, target: PageToMeasure): Promise<Load> {
  const context = await browser.newContext();
  const files: JsFile[] = [];
  const pending: Promise<unknown>[] = [];
  let requests = 0;
  try {
    if (target.token) {
      const entry = JSON.stringify({ value: target.token, expires: null });
      await context.addInitScript(`localStorage.setItem('site.token', ${JSON.stringify(entry)});`);
    }
    await context.addInitScript(observeContent(target.selector, target.copySelector));
    const page = await context.newPage();
    page.on('request', () => (requests += 1));
    page.on('requestfinished', (request) => {
      const isJs = request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
      if (!isJs) return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response || response.status() >= 400) return;
          const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
          files.push({ url: request.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize });
        })().catch(() => undefined),
      );
    });
    await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
    await waitForContent(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const timings = await page.evaluate(() => {
      const m = (window as unknown as { __measure: { content: number; copy: number | null; lcp: number | null } }).__measure;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const late = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime > m.content)
        .map((e) => e.name);
      return { fcp, copy: m.copy, content: m.content, lcp: m.lcp, late };
    });
    const { late, ...rest } = timings;
    for (const f of files) f.afterContent = late.includes(f.url);
    return { ...rest, requests, files };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const sum = (files: JsFile[], key: 'raw' | 'gzip' | 'wire') => files.reduce((t, f) => t + f[key], 0);

/** Totals per part: the shell (everything outside /remotes/) and each remote. */
function byPart(files: JsFile[]) {
  const parts: Record<string, { files: number; raw: number; gzip: number; wire: number }> = {};
  for (const f of files) {
    const path = new URL(f.url).pathname;
    const part = path.startsWith('/remotes/') ? path.split('/')[2]! : 'shell';
    const p = (parts[part] ??= { files: 0, raw: 0, gzip: 0, wire: 0 });
    p.files += 1;
    p.raw += f.raw;
    p.gzip += f.gzip;
    p.wire += f.wire;
  }
  return parts;
}

async function measurePage(browser: Browser, base: string, target: PageToMeasure) {
  const loads: Load[] = [];
  // One warm-up load (not counted): the server's own first-request costs (reading files, the database's caches)
  // are not what a visitor's first page measures.
  await loadOnce(browser, base, target);
  for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, base, target));
  const nums = (pick: (l: Load) => number | null) => loads.map(pick).filter((v): v is number => v !== null);
  // Bytes and requests vary little between loads: those of the median-content load are reported.
  const byContent = [...loads].sort((a, b) => a.content - b.content)[loads.length >> 1]!;
  return {
    page: target.name,
    path: target.path,
    runs: loads.length,
    fcpMs: Math.round(median(nums((l) => l.fcp))),
    // In the document is not yet on screen: the copy shows with the first paint that follows it.
    copyMs: target.copySelector ? Math.round(median(nums((l) => (l.copy === null ? null : Math.max(l.copy, l.fcp ?? 0))))) : null,
    contentMs: Math.round(median(nums((l) => l.content))),
    lcpMs: Math.round(median(nums((l) => l.lcp))),
    jsFiles: byContent.files.length,
    jsRaw: sum(byContent.files, 'raw'),
    jsGzip: sum(byContent.files, 'gzip'),
    jsWire: sum(byContent.files, 'wire'),
    jsAfterContentFiles: byContent.files.filter((f) => f.afterContent).length,
    jsAfterContentGzip: sum(byContent.files.filter((f) => f.afterContent), 'gzip'),
    requests: byContent.requests,
    byPart: byPart(byContent.files),
    files: byContent.files,
  };
}

/** What loaded while one move ran: each request's start and end, wall-clock ms (`--moves-detail`). */
interface MoveRequest {
  url: string;
  startMs: number;
  endMs: number | null;
}

// Runs in the page (a string: see `observeContent` in lib/first-page.ts): from the next click (capture phase, before the router sees it) until
// every selector matches a visible element, then one animation frame, the frame that paints it. Both in the page's own
// clock, so Playwright's actionability checks before the click are not counted.
const watchMove = (selectors: string[]) => `(() => {
  const m = (window.__move = { clicked: null, shown: null });
  addEventListener('click', () => { if (m.clicked === null) m.clicked = performance.now(); }, { capture: true, once: true });
  const visible = (sel) => { const el = document.querySelector(sel); return !!el && el.offsetParent !== null; };
  const check = () => {
    if (m.clicked === null || m.shown !== null || !${JSON.stringify(selectors)}.every(visible)) return;
    m.shown = -1;
    requestAnimationFrame(() => (m.shown = performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * Moving on from a loaded page, as a visitor clicks: the list to a post (the same remote, new data), then the header's
 * Log in to the login page (another remote, mf-users' auth parcel). Milliseconds from the click until the next page's
 * content is painted (the post's title and body; the login form), median of RUNS, each in a fresh context after `/`
 * has loaded and gone idle (a visitor reads the list before choosing).
 */
async function measureMoves(browser: Browser, base: string) {
  const toPost: number[] = [];
  const toLogin: number[] = [];
  const detail: { move: string; ms: number; requests: MoveRequest[]; zero: number }[] = [];
  const move = async (page: Page, name: string, click: string, shown: string[]) => {
    const requests: MoveRequest[] = [];
    const clock = () => page.evaluate(() => performance.now());
    await page.evaluate(watchMove(shown));
    const onRequest = (r: import('playwright-core').Request) => {
      const entry: MoveRequest = { url: r.url().replace(base, ''), startMs: Date.now(), endMs: null };
      requests.push(entry);
      const done = () => (entry.endMs = Date.now());
      r.response().then((res) => res?.finished()).then(done, done);
    };
    page.on('request', onRequest);
    const wallBefore = Date.now();
    const pageBefore = await clock();
    await page.locator(click).first().click();
    await page.waitForFunction(() => ((window as unknown as { __move: { shown: number | null } }).__move.shown ?? -1) > 0, null, {
      timeout: 60_000,
      polling: 20,
    });
    const { clicked, shown: at } = await page.evaluate(() => (window as unknown as { __move: { clicked: number; shown: number } }).__move);
    page.off('request', onRequest);
    // Request times are wall-clock in this process: put them on the page's clock relative to the click when printed
    // (calls the next page makes after it painted, its answers for example, finish later).
    const zero = wallBefore - pageBefore + clicked;
    const ms = Math.round(at - clicked);
    detail.push({ move: name, ms, requests, zero });
    return ms;
  };
  for (let i = 0; i <= RUNS; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.locator('[data-testid="post-item"]').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const a = await move(page, 'list -> post', '[data-testid="post-title"]', ['[data-testid="question-title"]', '[data-testid="question-html"]']);
      const b = await move(page, 'post -> login', '[data-testid="nav-login"]', ['[data-testid="login-form"]']);
      // The first round warms the server up.
      if (i > 0) {
        toPost.push(a);
        toLogin.push(b);
      }
    } finally {
      await context.close();
    }
  }
  return { listToPostMs: Math.round(median(toPost)), postToLoginMs: Math.round(median(toLogin)), runs: { toPost, toLogin }, detail: detail.slice(2) };
}

const given = option('--url')?.replace(/\/+$/, '');
let site: Site | undefined;
let browser: Browser | undefined;
try {
  if (!given) site = await startSeededSite();
  const base = given ?? site!.url;
  const token = await apiLogin({ url: base } as Site).catch(() => undefined);
  const question = await firstQuestionPath(base).catch(() => undefined);
  const targets: PageToMeasure[] = [
    { name: 'home (/)', path: '/', selector: '[data-testid="post-item"]', copySelector: '#ssr-content .ssr-post-item' },
    ...(question ? [{ name: 'question', path: question, selector: '[data-testid="question-title"]', copySelector: '#ssr-content h1' }] : []),
    ...(token ? [{ name: 'ask', path: '/questions/ask', selector: '[data-testid="ask-page"]', token }] : []),
  ];
  browser = await launchBrowser();
  const results = [];
  // --moves-only: skips the first-page loads (quicker when only the moves are being worked on).
  if (!args.includes('--moves-only')) for (const target of targets) results.push(await measurePage(browser, base, target));
  const moves = await measureMoves(browser, base);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ base, results: results.map(({ files, ...r }) => ({ ...r, ...(args.includes('--list') ? { files } : {}) })), moves }, null, 2));
  } else {
    console.log(`First page of ${base}, median of ${RUNS} cold loads (Chromium, empty cache):`);
    for (const r of results) {
      console.log(
        `\n${r.page} ${r.path}: FCP ${r.fcpMs} ms, ${r.copyMs === null ? '' : `server's copy ${r.copyMs} ms, `}` +
          `content ${r.contentMs} ms, LCP ${r.lcpMs} ms; ` +
          `JS ${r.jsFiles} files ${kb(r.jsRaw)} raw, ${kb(r.jsGzip)} gzip, ${kb(r.jsWire)} on the wire; ${r.requests} requests`,
      );
      // The idle prefetch of the next pages' code comes after the content: counted above, named here.
      console.log(`  of which requested after the content showed: ${r.jsAfterContentFiles} files, ${kb(r.jsAfterContentGzip)} gzip`);
      for (const [part, p] of Object.entries(r.byPart)) {
        console.log(`  ${part.padEnd(12)} ${String(p.files).padStart(3)} files  ${kb(p.raw).padStart(10)} raw  ${kb(p.gzip).padStart(10)} gzip  ${kb(p.wire).padStart(10)} wire`);
      }
      if (args.includes('--list')) for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.url}`);
    }
    console.log(`\nMoving on once / has loaded: list -> post ${moves.listToPostMs} ms, post -> login page (another remote) ${moves.postToLoginMs} ms`);
    console.log(`  each run: list -> post ${moves.runs.toPost.join(', ')} ms; post -> login ${moves.runs.toLogin.join(', ')} ms`);
    if (args.includes('--moves-detail')) {
      for (const d of moves.detail) {
        console.log(`\n  ${d.move}: painted at ${d.ms} ms; requests (ms after the click):`);
        const at = (t: number | null) => String(t === null ? '...' : Math.round(t - d.zero)).padStart(5);
        for (const r of d.requests) console.log(`    ${at(r.startMs)} -> ${at(r.endMs)}  ${r.url}`);
      }
    }
  }
} finally {
  await browser?.close();
  await stopSeededSite(site);
}
