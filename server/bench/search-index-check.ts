// tsx --conditions=source bench/search-index-check.ts: on an already seeded site (PROF_URL=postgres://... or
// PROF_DIR=<embedded data dir>), builds the in-process search index, reports its build time and size, and checks
// that it returns exactly the candidates (ids, order, ranks) SQL returns for a set of queries and viewers.
import { sql } from 'kysely';
import { NOUNS, TECH, VERBS } from '../src/cli/seed-data.js';
import { openDatabase } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { rankedCandidates, searchLimits, type SearchFilter } from '../src/repositories/search-repo.js';
import { indexedCandidates, searchIndexBuilt, searchIndexReady, startSearchIndex, stopSearchIndex } from '../src/services/search/search-index.js';

const url = process.env.PROF_URL;
const dir = process.env.PROF_DIR;
if (!url && !dir) throw new Error('set PROF_URL (PostgreSQL) or PROF_DIR (an embedded site data dir)');
const h = await openDatabase(url ? { kind: 'postgres', url, poolSize: 4 } : { kind: 'embedded', dataDir: dir! });
await migrateToLatest(h.db);
const heap0 = (global.gc?.(), process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
const t0 = Date.now();
startSearchIndex(h.db);
await searchIndexBuilt(h.db);
const heap1 = (global.gc?.(), process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
const docs = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM search_docs`.execute(h.db)).rows[0]!.n;
console.log(`index ready=${searchIndexReady(h.db)}: ${docs} documents in ${Date.now() - t0} ms, heap + buffers ${((heap1 - heap0) / 1e6).toFixed(1)} MB`);

const pairs = [...TECH.flatMap((t) => NOUNS.map((x) => `${t} ${x.split(' ').at(-1)}`)), ...VERBS.flatMap((v) => TECH.map((t) => `${v} ${t}`))];
const extra = ['"websocket server"', 'react or docker', '-react server', 'sample 12345', '"a practical guide"', 'node.js -zq', 'nothing-here', 'bounty help', 'speed up', '-react', 'machine-learning', '"guide to" or "starter kit"', 'step 2 kubernetes'];
const viewers = [{ id: null, staff: false }, { id: '3', staff: false }, { id: '1', staff: true }];
let checked = 0;
let differ = 0;
const n = Number(process.env.N ?? 60);
for (let i = 0; i < n + extra.length; i++) {
  const text = i < extra.length ? extra[i]! : `${pairs[(i * 7) % pairs.length]} -zq${i}`;
  const f: SearchFilter = { text, tagGroups: [], userId: null, minAnswers: null, minScore: null, questions: true, answers: i % 5 !== 1, viewer: viewers[i % 3]! };
  const a = await rankedCandidates(h.db, f);
  const b = await indexedCandidates(h.db, f, searchLimits.rankedCandidates);
  if (!b) {
    console.log(`not answered by the index: ${text}`);
    continue;
  }
  checked++;
  const key = (c: { object_type: string; id: string; rank: number; created_us: number; active_us: number; vote_count: number; question_id: string }) =>
    `${c.object_type}:${c.id}:${c.question_id}:${c.created_us}:${c.active_us}:${c.vote_count}:${Math.fround(c.rank)}`;
  const ka = a.map(key);
  const kb = b.map(key);
  const bad = ka.length !== kb.length || ka.some((x, j) => x !== kb[j]);
  if (bad) {
    differ++;
    const j = ka.findIndex((x, k) => x !== kb[k]);
    console.log(`DIFFERENT for ${JSON.stringify(text)} ${JSON.stringify(f.viewer)}: sql ${a.length}, index ${b.length}; first at ${j}: ${ka[j]} vs ${kb[j]}`);
  }
}
console.log(`${checked} queries compared, ${differ} different`);
stopSearchIndex(h.db);
await h.close();
