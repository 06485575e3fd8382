// pnpm bench [-- --questions N --duration S --connections C --only search,list]: starts the server (built dist/ when present, else
// the sources) on a temporary data dir with AUTO_INSTALL, seeds N posts (default 100000), then measures each case
// with autocannon on loopback for a bounded time and prints req/s, p99 and the ratio to the ping ceiling. The seed also
// adds one question with --answers N answers (default 300) for the "detail with answers" cases.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NOUNS, TECH, VERBS } from '../src/cli/seed-data.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--');
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : Number(process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
};
const questions = flag('questions', 100_000);
const duration = flag('duration', 10);
const connections = flag('connections', 16);
const manyAnswers = flag('answers', 300);
const useBuilt = existsSync(join(root, 'dist/main.js')) && !args.includes('--source') && process.env.BENCH_SOURCE !== '1';
const entry = (rel: string) => (useBuilt ? ['--enable-source-maps', `dist/${rel}.js`] : ['--conditions=source', '--import', 'tsx', `src/${rel}.ts`]);

const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTO_INSTALL: 'true', SITE_NAME: 'Bench', ADMIN_PASSWORD: 'bench-pass-1', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL; // the bench measures the embedded default

console.log(`[bench] ${useBuilt ? 'built dist/' : 'sources (tsx)'}; data in ${dataDir}; seeding ${questions} posts...`);
const seeded = spawnSync(process.execPath, [...entry('cli/seed'), '--questions', String(questions), '--many-answers', String(manyAnswers)], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
});
process.stdout.write(seeded.stdout ?? '');
const manyAnswersId = /many-answers question: (\d+)/.exec(seeded.stdout ?? '')?.[1];
if (seeded.status !== 0 || !manyAnswersId) {
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error('seeding failed');
}

// A free loopback port; request logging stays off (LOG_LEVEL=warn) so it does not skew the numbers.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const p = (probe.address() as AddressInfo).port;
    probe.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, entry('main'), { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
const startBy = Date.now() + 60_000;
for (;;) {
  if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode})`);
  if (Date.now() > startBy) {
    server.kill('SIGTERM');
    throw new Error('server did not start within 60 s');
  }
  const up = await fetch(`${base}/answer/api/v1/ping`).then((r) => r.ok, () => false);
  if (up) break;
  await new Promise((r) => setTimeout(r, 200));
}

const variedQueries = [
  ...TECH.flatMap((t) => NOUNS.map((n) => `${t} ${n.split(' ').at(-1)}`)),
  ...VERBS.flatMap((v) => TECH.map((t) => `${v} ${t}`)),
];
let variedAt = 0;
const nextVaried = () => `/answer/api/v1/search?q=${encodeURIComponent(variedQueries[variedAt++ % variedQueries.length]!)}`;

async function stop() {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.on('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const first = (await (await fetch(`${base}/answer/api/v1/question/page?page_size=20`)).json()) as { data: { count: number; list: { id: string }[] } };
  const detailId = first.data.list[3]?.id ?? first.data.list[0]?.id ?? '1';
  const deepPage = Math.max(1, Math.min(500, Math.floor(first.data.count / 20 / 2)));
  const cases: [string, string][] = [
    ['ping (ceiling)', '/answer/api/v1/ping'],
    ['list page 1 newest', '/answer/api/v1/question/page?page=1&page_size=20&order=newest'],
    [`list page ${deepPage} newest`, `/answer/api/v1/question/page?page=${deepPage}&page_size=20&order=newest`],
    ['list content_type=2', '/answer/api/v1/question/page?page=1&page_size=20&content_type=2'],
    ['list tag=react', '/answer/api/v1/question/page?page=1&page_size=20&tag=react'],
    ['question detail', `/answer/api/v1/question/info?id=${detailId}`],
    ['search text', `/answer/api/v1/search?q=${encodeURIComponent('websocket server')}`],
    ['search [tag]', `/answer/api/v1/search?q=${encodeURIComponent('[react]')}`],
    ['search user:', `/answer/api/v1/search?q=${encodeURIComponent('user:bob_1')}`],
    // Distinct queries, each seen again only after several seconds: the uncached cost of ranked search.
    ['search text (varied)', '/answer/api/v1/search?q=varied'],
    // Filters that match thousands of seeded posts (a combination matching nothing would measure only the cache).
    ['search combined', `/answer/api/v1/search?q=${encodeURIComponent('[react] answers:1 score:5')}&order=newest`],
    [`detail: info (${manyAnswers} ans)`, `/answer/api/v1/question/info?id=${manyAnswersId}`],
  ];
  const answerPage = `/answer/api/v1/answer/page?question_id=${manyAnswersId}&page=1&page_size=20&order=default`;
  cases.push([`detail: answers p1 of ${manyAnswers}`, answerPage]);
  // --only a,b: just the cases whose name contains one of the words (the ping ceiling always runs first).
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
  const chosen = only.length ? cases.filter(([name], i) => i === 0 || only.some((w) => name.includes(w))) : cases;
  const rows: { name: string; rps: number; p99: number; bad: number }[] = [];
  for (const [name, path] of chosen) {
    // Warm up (V8 and PGlite's WASM tier up, caches fill); not counted.
    const varied = name.includes('(varied)') ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: nextVaried() }) }] } : {};
    await autocannon({ url: `${base}${path}`, connections, duration: Math.min(2, duration), ...varied });
    const r = await autocannon({ url: `${base}${path}`, connections, duration, ...varied });
    rows.push({ name, rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts });
    console.log(`[bench] ${name}: ${Math.round(r.requests.average)} req/s`);
  }
  const ceiling = rows[0]!.rps || 1;
  console.log(`\n${questions} posts, ${connections} connections, ${duration} s per case, embedded PGlite\n`);
  console.log(`${'case'.padEnd(28)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'vs ceiling'.padStart(11)} ${'errors'.padStart(7)}`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(28)} ${Math.round(r.rps).toString().padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${`${((r.rps / ceiling) * 100).toFixed(1)}%`.padStart(11)} ${String(r.bad).padStart(7)}`);
  }
} finally {
  await stop();
}
