// pnpm bench [-- --db embedded|postgres|both --questions N --duration S --connections C --only search,list --profile DIR]: for each
// engine, seeds a temporary site (N posts, default 100000, plus one question with --answers N answers, default 300),
// starts the server (built dist/ when present, else the sources) and measures each case with autocannon on loopback
// for a bounded time. The hello route (ping) is measured before the first case and after every case, on the same
// server: each case is compared with the mean of the two pings around it (its own ceiling), so a machine whose load
// changes during the run moves a case's ceiling with it (see table.ts). --db defaults to both when DATABASE_URL names
// a PostgreSQL server (a temporary database is created on it and dropped after), else to the embedded database alone.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NOUNS, TECH, VERBS } from '../src/cli/seed-data.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/cli/seed-lib.js';
import { startSite, type BenchSite, type Engine } from './engine.js';
import { printTable, type CaseResult, type Measured } from './table.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--');
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : Number(process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
};
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const questions = flag('questions', 100_000);
const duration = flag('duration', 10);
const connections = flag('connections', 16);
const manyAnswers = flag('answers', 300);
const useBuilt = existsSync(join(root, 'dist/main.js')) && !args.includes('--source') && process.env.BENCH_SOURCE !== '1';
// --profile DIR: the server writes a V8 CPU profile of the whole run there when it stops (open it in Chrome's DevTools).
const profileDir = option('profile');
const profiling = (rel: string) => (profileDir && rel === 'main' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
const entry = (rel: string) => [
  ...profiling(rel),
  ...(useBuilt ? ['--enable-source-maps', `dist/${rel}.js`] : ['--conditions=source', '--import', 'tsx', `src/${rel}.ts`]),
];
const databaseUrl = process.env.DATABASE_URL;
const dbChoice = option('db') ?? process.env.BENCH_DB ?? (databaseUrl ? 'both' : 'embedded');
if (!['embedded', 'postgres', 'both'].includes(dbChoice)) throw new Error('--db must be embedded, postgres or both');
const engines: Engine[] = dbChoice === 'both' ? ['embedded', 'postgres'] : [dbChoice as Engine];
if (engines.includes('postgres') && !databaseUrl) throw new Error('--db postgres needs DATABASE_URL (a PostgreSQL server the bench may create a database on)');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];

// Free text nobody asked before: each request is a distinct query (a pair of seeded words, which matches hundreds
// of posts, and the exclusion of a word no post has, which changes nothing in the matches but makes every query
// new to every cache). The one-query case repeats a single search.
const pairs = [
  ...TECH.flatMap((t) => NOUNS.map((n) => `${t} ${n.split(' ').at(-1)}`)),
  ...VERBS.flatMap((v) => TECH.map((t) => `${v} ${t}`)),
];
let variedAt = 0;
const nextVaried = () => {
  const n = variedAt++;
  return `/answer/api/v1/search?q=${encodeURIComponent(`${pairs[n % pairs.length]} -zq${n.toString(36)}`)}`;
};

async function memberToken(base: string): Promise<string> {
  const res = await fetch(`${base}/answer/api/v1/user/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ e_mail: DEMO_LOGINS.member, pass: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`member login failed (${res.status})`);
  return body.data.access_token;
}

/** The cases of one site; names are the rows of the table (the same on both engines). */
async function casesOf(site: BenchSite): Promise<{ name: string; path: string; token?: string; varied?: boolean }[]> {
  const first = (await (await fetch(`${site.base}/answer/api/v1/question/page?page_size=20`)).json()) as { data: { count: number; list: { id: string }[] } };
  const detailId = first.data.list[3]?.id ?? first.data.list[0]?.id ?? '1';
  const deepPage = Math.max(1, Math.min(500, Math.floor(first.data.count / 20 / 2)));
  const token = await memberToken(site.base);
  return [
    { name: 'list page 1 newest', path: '/answer/api/v1/question/page?page=1&page_size=20&order=newest' },
    { name: `list page ${deepPage} newest`, path: `/answer/api/v1/question/page?page=${deepPage}&page_size=20&order=newest` },
    { name: 'list content_type=2', path: '/answer/api/v1/question/page?page=1&page_size=20&content_type=2' },
    { name: 'list tag=react', path: '/answer/api/v1/question/page?page=1&page_size=20&tag=react' },
    { name: 'question detail', path: `/answer/api/v1/question/info?id=${detailId}` },
    { name: `detail: info (${manyAnswers} ans)`, path: `/answer/api/v1/question/info?id=${site.manyAnswersId}` },
    { name: `detail: answers p1 of ${manyAnswers}`, path: `/answer/api/v1/answer/page?question_id=${site.manyAnswersId}&page=1&page_size=20&order=default` },
    // A member is never served from the anonymous cache: these are the database's own cost.
    { name: 'member: list page 1', path: '/answer/api/v1/question/page?page=1&page_size=20&order=newest', token },
    { name: 'member: question detail', path: `/answer/api/v1/question/info?id=${detailId}`, token },
    { name: 'search text', path: `/answer/api/v1/search?q=${encodeURIComponent('websocket server')}` },
    { name: 'search text (new each time)', path: '/answer/api/v1/search?q=varied', varied: true },
    { name: 'search [tag]', path: `/answer/api/v1/search?q=${encodeURIComponent('[react]')}` },
    { name: 'search user:', path: `/answer/api/v1/search?q=${encodeURIComponent('user:bob_1')}` },
    // Filters that match thousands of seeded posts (a combination matching nothing would measure only the cache).
    { name: 'search combined', path: `/answer/api/v1/search?q=${encodeURIComponent('[react] answers:1 score:5')}&order=newest` },
  ];
}

async function measure(base: string, c: { path: string; token?: string; varied?: boolean }, warmUp = true): Promise<Measured> {
  const opts = {
    url: `${base}${c.path}`,
    connections,
    ...(c.token ? { headers: { authorization: `Bearer ${c.token}` } } : {}),
    ...(c.varied ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: nextVaried() }) }] } : {}),
  };
  // Warm up (V8 and PGlite's WASM tier up, caches fill); not counted.
  if (warmUp) await autocannon({ ...opts, duration: Math.min(2, duration) });
  const r = await autocannon({ ...opts, duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

/**
 * The server builds its free-text index in the background after start-up (searches use SQL until then). Measuring
 * during the build would time the build: wait until new free-text queries answer quickly a few times in a row (or
 * a minute has passed), as a server does once it has been up for a while.
 */
async function settled(base: string): Promise<void> {
  const until = Date.now() + 60_000;
  let fast = 0;
  while (fast < 5 && Date.now() < until) {
    const started = performance.now();
    await (await fetch(`${base}${nextVaried()}`)).arrayBuffer();
    fast = performance.now() - started < 15 ? fast + 1 : 0;
    if (fast === 0) await new Promise((r) => setTimeout(r, 200));
  }
}

const PING = { path: '/answer/api/v1/ping' };

console.log(`[bench] ${useBuilt ? 'built dist/' : 'sources (tsx)'}; engines: ${engines.join(', ')}`);
const results = new Map<Engine, Map<string, CaseResult>>();
const names: string[] = [];
for (const engine of engines) {
  const site = await startSite(engine, { root, entry, questions, manyAnswers, databaseUrl });
  try {
    await settled(site.base);
    const cases = (await casesOf(site)).filter((c) => only.length === 0 || only.some((w) => c.name.includes(w)));
    const rows = new Map<string, CaseResult>();
    // The ping after a case is the ping before the next: one hello-route run between two cases, not two.
    let pingBefore = (await measure(site.base, PING)).rps;
    for (const c of cases) {
      const measured = await measure(site.base, c);
      const pingAfter = (await measure(site.base, PING, false)).rps;
      const row: CaseResult = { ...measured, pingBefore, pingAfter };
      rows.set(c.name, row);
      pingBefore = pingAfter;
      if (!names.includes(c.name)) names.push(c.name);
      console.log(`[bench ${engine}] ${c.name}: ${Math.round(row.rps)} req/s (hello route ${Math.round(row.pingBefore)} before, ${Math.round(row.pingAfter)} after)`);
    }
    results.set(engine, rows);
  } finally {
    await site.stop();
  }
}
console.log(
  `\n${questions} posts, ${connections} connections, ${duration} s per case; each case's ceiling is the mean of the hello route (ping) measured just before and just after it on the same server\n`,
);
printTable(engines, names, results);
