// What the first-page scripts (e2e/scripts/measure-first-page.ts, trace-first-page.ts) share: a seeded site to load,
// and the in-page observer that records when the page's own content first shows.
import { removeDir, seed, startSite, type Site } from './site.js';

/** The built site on a fresh data dir with the demo seed (install, stop, seed, start again: one process at a time). */
export async function startSeededSite(): Promise<Site> {
  const first = await startSite({ autoInstall: true });
  await first.stop();
  await seed(first.dataDir, ['--demo']);
  return startSite({ autoInstall: true, dataDir: first.dataDir });
}

/** Stops a site started by startSeededSite and removes its data. */
export async function stopSeededSite(site: Site | undefined): Promise<void> {
  await site?.stop();
  if (site) removeDir(site.dataDir);
}

/** The first question of the site (the demo seed has many), or none. */
export async function firstQuestionPath(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/answer/api/v1/question/page?page=1&page_size=1&order=newest&content_type=1`);
  const body = (await res.json()) as { data?: { list?: { id: string }[] } };
  const id = body.data?.list?.[0]?.id;
  return id ? `/questions/${id}` : undefined;
}

/**
 * Runs in the page before its own scripts: records in `window.__measure` when an element matching `selector` first
 * shows (`content`), when one matching `copySelector` (the server's crawlable copy of the same content) first shows
 * (`copy`), and the last LCP candidate. A string, not a function: tsx would wrap a function's inner functions in a
 * helper the page does not have.
 */
export const observeContent = (selector: string, copySelector?: string) => `(() => {
  const m = (window.__measure = { content: null, copy: null, lcp: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const shown = (sel) => {
    const el = sel && document.querySelector(sel);
    return !!el && el.offsetParent !== null;
  };
  const check = () => {
    if (m.copy === null && shown(${JSON.stringify(copySelector ?? '')})) m.copy = performance.now();
    if (m.content === null && shown(${JSON.stringify(selector)})) m.content = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** Resolves once `observeContent`'s element has shown (polling the page). */
export async function waitForContent(page: import('playwright-core').Page, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __measure: { content: number | null } }).__measure.content, null, {
    timeout,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}
