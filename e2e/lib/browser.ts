import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { followPages } from './failure-report.js';

/** Debian's Chromium, flags measured in toolchain.md (no sandbox as root, no background network on a closed net). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
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
  // Every page is shown as to a member whose device asks for reduced motion (the site then turns antd's motions off):
  // a dialog or menu still zooming or sliding moves under a click, which then lands beside its target. Its pages are
  // followed for the report of a failed test.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    followPages(context);
    return context;
  };
  return browser;
}

/**
 * A page that records uncaught page errors so tests can assert the console stayed clean. `settled` waits for its
 * network to rest (see watchNetwork): unlike Playwright's 'networkidle', it is reached on pages whose live stream
 * opened before the rest of their loading ended.
 */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[]; settled: ReturnType<typeof watchNetwork> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, settled: watchNetwork(page) };
}

/**
 * Starts watching the page's requests; the function it answers waits until none is in flight and none has started
 * for `quietMs` (a reader resting on a page: what loads on idle has loaded by then). Playwright's 'networkidle' is
 * a one-time event of the navigation and may have passed before idle work began.
 */
export function watchNetwork(page: Page): (quietMs?: number, timeoutMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  // The live streams (the member's badge, an open post, a list's new posts) stay open for the page's life: they
  // are not loading.
  const counted = (r: Request) => !/\/(notification\/stream|question\/live|question\/page\/live)$/.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (!counted(r)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (!counted(r)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 1500, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > until) throw new Error(`the network was still busy after ${timeoutMs} ms (${inFlight} in flight)`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}
