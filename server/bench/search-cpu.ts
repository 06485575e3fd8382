// tsx --conditions=source bench/search-cpu.ts: CPU spent per free-text search nobody asked before, split into the
// candidates query and the page's decoration, on an already seeded site (`pnpm seed -- --questions 100000`).
// PROF_URL=postgres://... measures that database's backend; PROF_DIR=<data dir> measures this process with the
// embedded database in it (PGlite's worker thread included). CPU time, unlike the bench's req/s and p99, barely moves
// with what else the machine is running, so it compares two versions of a query on a shared machine. N: searches.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { NOUNS, TECH, VERBS } from '../src/cli/seed-data.js';
import { openDatabase } from '../src/db/connect.js';
import { hitsByIds, rankedCandidates, type SearchFilter } from '../src/repositories/search-repo.js';
import { sortCandidates } from '../src/services/search/candidate-order.js';

const url = process.env.PROF_URL;
const dir = process.env.PROF_DIR;
if (!url && !dir) throw new Error('set PROF_URL (PostgreSQL) or PROF_DIR (an embedded site data dir)');
const n = Number(process.env.N ?? 100);
const warmUp = 5;

// The bench's varied queries: a pair of seeded words and the exclusion of a word no post has.
const pairs = [
  ...TECH.flatMap((t) => NOUNS.map((x) => `${t} ${x.split(' ').at(-1)}`)),
  ...VERBS.flatMap((v) => TECH.map((t) => `${v} ${t}`)),
];
const h = await openDatabase(url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'embedded', dataDir: dir! });
const pid = (await sql<{ p: number }>`SELECT pg_backend_pid() AS p`.execute(h.db)).rows[0]!.p;
/** Milliseconds of CPU so far: the one backend's (user + system, in 10 ms ticks), or this whole process's. */
const cpu = url
  ? () => {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(f[11]) + Number(f[12])) * 10;
    }
  : () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };

let candidates = 0;
let page = 0;
const stamp = Date.now().toString(36);
for (let i = 0; i < n + warmUp; i++) {
  const f: SearchFilter = {
    text: `${pairs[(i * 7) % pairs.length]} -zq${stamp}${i}`,
    tagGroups: [],
    userId: null,
    minAnswers: null,
    minScore: null,
    questions: true,
    answers: true,
    viewer: { id: null, staff: false },
  };
  const a = cpu();
  const c = await rankedCandidates(h.db, f);
  const b = cpu();
  await hitsByIds(h.db, f, sortCandidates(c, 'relevance').slice(0, 20));
  const e = cpu();
  if (i >= warmUp) {
    candidates += b - a;
    page += e - b;
  }
}
console.log(`CPU ms per search (${url ? 'PostgreSQL backend' : 'process, embedded'}): candidates ${(candidates / n).toFixed(2)}, page ${(page / n).toFixed(2)}`);
await h.close();
