// Where a first page's time goes: one cold load in headless Chromium with a performance trace and a CPU profile,
// summarised on the page's clock (ms after navigation start):
//   marks     FCP, the content visible (as measure-first-page defines it), load
//   tasks     every main-thread task over --min-task ms (default 8) until the content showed: what ran (a script's
//             evaluation, a timer, an idle callback, a network answer's handler, style and layout) and for which file
//   idle      the main thread's gaps over 30 ms before the content, with the requests in flight (waiting on what)
//   scripts   JavaScript per file: compile and run time on the main thread, from the CPU profile (self time)
//   requests  each request's start and end
//
//   pnpm --filter ./e2e trace-first-page [-- --url http://localhost:9080] [--path /questions/1] [--out trace.json]
// Without --url it starts the built site with the demo seed, as measure-first-page does. --out keeps the raw trace
// (open it in Chromium's DevTools, Performance panel), --profile-out the CPU profile (.cpuprofile).
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../lib/browser.js';
import { firstQuestionPath, observeContent, startSeededSite, stopSeededSite, waitForContent } from '../lib/first-page.js';
import type { Site } from '../lib/site.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const MIN_TASK_MS = Number(option('--min-task') ?? 8);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; [k: string]: unknown };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

const SELECTORS: Record<string, string> = {
  '/': '[data-testid="post-item"]',
  question: '[data-testid="question-title"]',
};

const short = (url: string) => {
  try {
    const u = new URL(url);
    return u.pathname.length > 60 ? `…${u.pathname.slice(-58)}` : u.pathname;
  } catch {
    return url.slice(0, 60);
  }
};

/** The page's main thread: the renderer thread that parsed the page's HTML (another renderer may run DevTools' own). */
function mainThread(events: TraceEvent[], base: string): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && String((e.args as { beginData?: { url?: string } })?.beginData?.url ?? '').startsWith(base));
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const busiest = new Map<string, number>();
  for (const e of events) if (e.name === 'EvaluateScript') busiest.set(`${e.pid}:${e.tid}`, (busiest.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [key] = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['0:0'];
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** What a task was mostly about: its longest descendant of a known kind, with the file it names. */
const KINDS = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'ParseHTML',
  'XHRReadyStateChange',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
]);

function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const parts = new Map<string, number>();
  for (const e of inside) {
    if (!KINDS.has(e.name) || !e.dur) continue;
    const data = e.args?.data ?? {};
    const url = (data.url as string) || ((e.args as { fileName?: string })?.fileName ?? '');
    const fn = (data.functionName as string) || '';
    const key = `${e.name}${url ? ` ${short(url)}` : ''}${fn ? ` ${fn}` : ''}`;
    parts.set(key, Math.max(parts.get(key) ?? 0, e.dur / 1000));
  }
  const top = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join('; ') || task.name;
}

/** Self time per file and per function from a CPU profile. */
function profileByFile(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const url = node.callFrame.url ? short(node.callFrame.url) : `(${node.callFrame.functionName || 'native'})`;
    files.set(url, (files.get(url) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${url}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { files: top(files, 25), functions: top(fns, 25) };
}

async function traceOnce(browser: Browser, base: string, path: string, selector: string) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(observeContent(selector));
    const page = await context.newPage();
    // A first document on the site's origin, so the page loads in the renderer the profiler is attached to (a
    // navigation from about:blank to the site would move to a new renderer process). Nothing it loads is cached for
    // the page: it is the manifest's JSON.
    await page.goto(`${base}/remotes.json`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'netlog'],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const content = await waitForContent(page);
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? null,
      timeOrigin: performance.timeOrigin,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd })),
    }));
    return { content, marks, trace, profile };
  } finally {
    await context.close();
  }
}

function report(base: string, path: string, result: Awaited<ReturnType<typeof traceOnce>>) {
  const { content, marks, trace, profile } = result;
  const events = trace.traceEvents;
  const main = mainThread(events, base);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Zero: the main frame's navigationStart (the page's performance.now() clock).
  const navStarts = onMain.filter((e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame);
  const zero = (navStarts.at(-1) ?? onMain.filter((e) => e.name === 'navigationStart').at(-1))?.ts ?? 0;
  const at = (ts: number) => (ts - zero) / 1000;
  console.log(`\n${path}: FCP ${marks.fcp?.toFixed(0)} ms, content ${content.toFixed(0)} ms, load ${marks.load?.toFixed(0)} ms`);

  // Top-level tasks only (a RunTask may sit inside a ThreadControllerImpl::RunTask of the same span).
  const tasks: TraceEvent[] = [];
  for (const e of onMain) {
    if (e.ph !== 'X' || !/RunTask$/.test(e.name) || at(e.ts) < -5) continue;
    const prev = tasks.at(-1);
    if (prev && e.ts < prev.ts + (prev.dur ?? 0)) continue;
    tasks.push(e);
  }
  const until = content + 50;
  let busy = 0;
  console.log(`  main-thread tasks over ${MIN_TASK_MS} ms until the content showed (start, ms, what: the longest parts, ms):`);
  for (const t of tasks) {
    const start = at(t.ts);
    const ms = (t.dur ?? 0) / 1000;
    if (start > until) break;
    busy += ms;
    if (ms < MIN_TASK_MS) continue;
    const inside = onMain.filter((e) => e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0) && e !== t);
    console.log(`    ${start.toFixed(0).padStart(6)} ${ms.toFixed(0).padStart(5)}  ${describe(t, inside)}`);
  }
  console.log(`  main thread busy ${busy.toFixed(0)} ms of the first ${content.toFixed(0)} ms`);

  console.log('  idle gaps over 30 ms before the content, with the requests in flight:');
  let last = 0;
  for (const t of tasks) {
    const start = at(t.ts);
    if (start > content) break;
    if (start - last > 30) {
      const flying = marks.resources.filter((r) => r.start < start && r.end > last).map((r) => short(r.name));
      console.log(`    ${last.toFixed(0).padStart(6)} -> ${start.toFixed(0).padStart(6)}  waiting on: ${flying.join(', ') || '(nothing: a timer or idle wait?)'}`);
    }
    last = Math.max(last, start + (t.dur ?? 0) / 1000);
  }

  const { files, functions } = profileByFile(profile);
  console.log('  CPU self time per file (whole load, ms):');
  for (const [f, ms] of files) console.log(`    ${ms.toFixed(0).padStart(6)}  ${f}`);
  console.log('  CPU self time per function (ms):');
  for (const [f, ms] of functions) console.log(`    ${ms.toFixed(0).padStart(6)}  ${f}`);

  console.log('  requests (start -> end, ms):');
  for (const r of marks.resources) console.log(`    ${r.start.toFixed(0).padStart(6)} -> ${r.end.toFixed(0).padStart(6)}  ${short(r.name)}`);
}

const given = option('--url')?.replace(/\/+$/, '');
let site: Site | undefined;
let browser: Browser | undefined;
try {
  if (!given) site = await startSeededSite();
  const base = given ?? site!.url;
  let path = option('--path') ?? '/';
  if (path === 'question') path = (await firstQuestionPath(base)) ?? '/';
  const selector = option('--selector') ?? (path.startsWith('/questions/') ? SELECTORS.question! : SELECTORS['/']!);
  browser = await launchBrowser();
  // A warm-up load (not reported): the server's own first-request costs are not the page's.
  await traceOnce(browser, base, path, selector);
  const result = await traceOnce(browser, base, path, selector);
  const out = option('--out');
  if (out) writeFileSync(out, JSON.stringify(result.trace));
  const profileOut = option('--profile-out');
  if (profileOut) writeFileSync(profileOut, JSON.stringify(result.profile));
  report(base, path, result);
} finally {
  await browser?.close();
  await stopSeededSite(site);
}
