// When a browser test fails, what its still-open pages were doing: where they are, what they show, and the way they
// got there (navigations, refused calls, page errors). A failure on CI is then readable without re-running it.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';

const TRAIL_LENGTH = 60;
const TEXT_LENGTH = 1500;
/** Where the failed pages' screenshots go (E2E_FAILURES_DIR, or a folder in the system's temporary directory). */
const SHOTS = process.env.E2E_FAILURES_DIR ?? join(tmpdir(), 'e2e-failures');

const trails = new WeakMap<Page, string[]>();
/** Pages opened since the current test began (earlier tests' pages left open are not its story). */
let opened: Page[] = [];

function follow(page: Page): void {
  const trail: string[] = [];
  trails.set(page, trail);
  opened.push(page);
  const started = Date.now();
  const note = (line: string) => {
    trail.push(`+${Date.now() - started} ms ${line}`);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  // Every API call's answer (a write's, and the reads after it, tell whether the page asked again and what came).
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.includes('/api/') || res.status() >= 400) note(`${res.status()} ${res.request().method()} ${url.pathname}${url.search}`);
  });
  page.on('requestfailed', (req) => note(`failed ${req.method()} ${new URL(req.url()).pathname}: ${req.failure()?.errorText ?? ''}`));
  page.on('pageerror', (err) => note(`page error: ${err.message}`));
}

/** Follows every page the context opens, for the report of a failed test. */
export function followPages(context: BrowserContext): void {
  context.on('page', follow);
}

async function describe(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((t) => t.replace(/\n{2,}/g, '\n').slice(0, TEXT_LENGTH))
    .catch((err: Error) => `(could not read the page: ${err.message})`);
  const trail = trails.get(page) ?? [];
  mkdirSync(SHOTS, { recursive: true });
  const shot = join(SHOTS, `${Date.now()}-${process.pid}.png`);
  const saved = await page.screenshot({ path: shot, fullPage: true, timeout: 5000 }).then(
    () => `  screenshot: ${shot}`,
    () => '  (no screenshot)',
  );
  return [`page at ${page.url()}`, saved, '  the way here:', ...trail.map((l) => `    ${l}`), '  it shows:', ...text.split('\n').map((l) => `    ${l}`)].join('\n');
}

beforeEach(() => {
  opened = [];
});

afterEach(async (t) => {
  // Node 20 sets `passed` on the finished test's context; its type definitions do not list it yet.
  if ((t as { passed?: boolean }).passed !== false) return;
  for (const page of opened.filter((p) => !p.isClosed())) process.stderr.write(`\n[${t.name}] ${await describe(page)}\n`);
});
