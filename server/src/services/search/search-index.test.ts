// The in-process free-text index must answer exactly what SQL answers (the same hits, order and ranks, for every
// viewer), and a write anywhere must be searched as it now is by the next search: new, edited, hidden, priced, gone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { rankedCandidates, searchLimits, type Candidate, type SearchFilter } from '../../repositories/search-repo.js';
import { makeAnswer, makePost, makeUser } from '../../test-support/factories.js';
import { createSession } from '../account/session-service.js';
import { createTestApp, engine, type TestApp } from '../../test-support/test-app.js';
import { indexedCandidates, searchIndexBuilt, searchIndexReady, startSearchIndex, stopSearchIndex } from './search-index.js';

const TITLES = [
  'Deploy a websocket server with Docker',
  'Debug the websocket server in Node.js',
  'A practical guide to caching search results',
  'Docker starter kit: a reverse proxy',
  'Speed up a machine-learning pipeline',
  'Why is my server slow? Server, server, server',
  "It's a server-side rendering question",
];

const filter = (text: string, viewer: SearchFilter['viewer'], more: Partial<SearchFilter> = {}): SearchFilter => ({
  text,
  tagGroups: [],
  userId: null,
  minAnswers: null,
  minScore: null,
  questions: true,
  answers: true,
  viewer,
  ...more,
});
const rounded = (c: Candidate[]) => c.map((x) => ({ ...x, rank: Math.fround(x.rank) }));

describe('the in-process search index', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let author: { id: string };
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    author = await makeUser(db);
    const other = await makeUser(db);
    const day = 86_400_000;
    for (let i = 0; i < 40; i++) {
      // Every third post is written with an older date than the one before it (slots out of date order).
      const created = new Date(Date.UTC(2026, 0, 1) + (i % 3 === 2 ? i - 30 : i) * day);
      const priced = i % 4 === 1;
      const post = await makePost(db, {
        user_id: i % 2 ? author.id : other.id,
        title: `${TITLES[i % TITLES.length]} ${i}`,
        content_type: i % 5 === 3 ? 2 : 1,
        score: priced ? 10 : 0,
        vote_count: i % 7,
        created_at: created,
      });
      await db.updateTable('posts').set({ original_text: `Body of ${i}: a websocket server behind nginx, and docker compose ${i % 3 ? 'kubernetes' : ''}` }).where('id', '=', post.id).execute();
      if (i % 2 === 0) {
        const a = await makeAnswer(db, post.id, other.id);
        await db.updateTable('answers').set({ original_text: `Try a reverse proxy in front of the websocket server ${i}` }).where('id', '=', a.id).execute();
      }
    }
    // The server starts it when ready (the first request here); these tests wait for it to be built.
    startSearchIndex(db);
    await searchIndexBuilt(db);
  });
  after(() => t?.close());

  it('finds, orders and ranks exactly as SQL, for visitors, members, authors of priced posts and staff', async () => {
    assert.ok(searchIndexReady(db), 'the index is built');
    const viewers = [{ id: null, staff: false }, { id: author.id, staff: false }, { id: '999999', staff: false }, { id: '1', staff: true }];
    const queries = ['websocket server', 'server -docker', 'docker or nginx', '"websocket server"', '"server websocket"', 'machine-learning',
      'server-side', "it's", 'kubernetes', '-kubernetes', 'reverse proxy websocket', 'nothing matches this', 'server 12', '"a practical guide" or proxy'];
    let compared = 0;
    for (const q of queries) {
      for (const viewer of viewers) {
        for (const more of [{}, { answers: false }, { questions: false }, { minScore: 3 }, { userId: author.id }]) {
          const f = filter(q, viewer, more);
          const fromIndex = await indexedCandidates(db, f, searchLimits.rankedCandidates);
          assert.ok(fromIndex, `the index answers ${q}`);
          assert.deepEqual(rounded(fromIndex), rounded(await rankedCandidates(db, f)), `${q} ${JSON.stringify(viewer)} ${JSON.stringify(more)}`);
          compared += fromIndex.length;
        }
      }
    }
    assert.ok(compared > 1000, 'the queries found something to compare');
    const saved = searchLimits.rankedCandidates;
    searchLimits.rankedCandidates = 5;
    try {
      const f = filter('server', viewers[0]!);
      assert.deepEqual(rounded((await indexedCandidates(db, f, 5))!), rounded(await rankedCandidates(db, f)), 'the newest five');
    } finally {
      searchLimits.rankedCandidates = saved;
    }
  });

  it('searches a post as it now is right after any write: new, edited, unlisted, priced, deleted', async () => {
    const ids = async (q: string) => {
      const res = await t.inject({ url: `${API_PREFIX}/search?q=${encodeURIComponent(q)}` });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as { count: number; list: { object: { id: string } }[] };
      assert.equal(data.count, data.list.length, `${q}: the count is what the page shows`);
      return data.list.map((x) => x.object.id);
    };
    const post = await makePost(db, { user_id: author.id, title: 'Feeding a quokka' });
    assert.deepEqual(await ids('quokka'), [post.id], 'new');
    await db.updateTable('posts').set({ title: 'Feeding a wombat', original_text: 'What do they eat?' }).where('id', '=', post.id).execute();
    assert.deepEqual(await ids('quokka'), [], 'edited away');
    assert.deepEqual(await ids('wombat'), [post.id], 'edited in');
    await db.updateTable('posts').set({ original_text: 'The secret is numbat food' }).where('id', '=', post.id).execute();
    assert.deepEqual(await ids('numbat'), [post.id], 'body edited in');
    await db.updateTable('posts').set({ score: 20 }).where('id', '=', post.id).execute();
    assert.deepEqual(await ids('numbat'), [], 'a priced body no longer matches for a visitor');
    assert.deepEqual(await ids('wombat'), [post.id], 'its title still does');
    await db.updateTable('posts').set({ show: 2 }).where('id', '=', post.id).execute();
    assert.deepEqual(await ids('wombat'), [], 'unlisted');
    await db.updateTable('posts').set({ show: 1 }).where('id', '=', post.id).execute();
    assert.deepEqual(await ids('wombat'), [post.id], 'listed again');
    await db.updateTable('posts').set({ status: 10 }).where('id', '=', post.id).execute();
    assert.deepEqual(await ids('wombat'), [], 'deleted');
  });

  it('answers searches made at once each with its own hits, and every one sees a write made before them', async () => {
    const viewer = { id: null, staff: false };
    const texts = ['websocket server', 'docker or nginx', '"websocket server"', 'kubernetes', 'reverse proxy websocket', 'server -docker', 'nothing matches this', 'echidna'];
    const expected = await Promise.all(texts.map(async (q) => rounded(await rankedCandidates(db, filter(q, viewer)))));
    const post = await makePost(db, { user_id: author.id, title: 'Raising an echidna' });
    // Twenty-four searches in one go: all but the first wait for the read under way and then share the next one.
    const burst = await Promise.all([0, 1, 2].flatMap(() => texts.map((q) => indexedCandidates(db, filter(q, viewer), searchLimits.rankedCandidates))));
    burst.forEach((hits, i) => {
      const q = texts[i % texts.length]!;
      assert.ok(hits, `the index answers ${q}`);
      if (q === 'echidna') assert.deepEqual(hits.map((h) => h.id), [post.id], 'the post written before the burst');
      else assert.deepEqual(rounded(hits), expected[i % texts.length], q);
    });
  });

  it('serves the pages of visitors, the author of priced posts and staff asked for at once each as asked alone', async () => {
    const staff = await makeUser(db, { role_id: RoleId.admin });
    const as = new Map<string, Record<string, string>>([
      ['visitor', {}],
      ['author', { authorization: await createSession(db, author.id) }],
      ['staff', { authorization: await createSession(db, staff.id) }],
    ]);
    const page = async (who: string, q: string) => {
      const res = await t.inject({ url: `${API_PREFIX}/search?q=${encodeURIComponent(q)}`, headers: as.get(who)! });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as { count: number; list: unknown[] };
    };
    const asks = ['websocket server', 'reverse proxy', 'docker or nginx'].flatMap((q) => [...as.keys()].map((who) => [who, q] as const));
    const alone = [];
    for (const [who, q] of asks) alone.push(await page(who, q));
    // Priced bodies and their answers: what a visitor's page leaves out, the author's and staff's show.
    assert.notDeepEqual(alone[0], alone[1]);
    assert.deepEqual(await Promise.all(asks.map(([who, q]) => page(who, q))), alone);
  });

  it('follows writes made through another instance (another connection pool on the same database)', { skip: engine !== 'postgres' && 'one process per embedded database' }, async () => {
    const other = await openDatabase({ kind: 'postgres', url: t.env.databaseUrl!, poolSize: 2 });
    try {
      startSearchIndex(other.db);
      await searchIndexBuilt(other.db);
      const post = await makePost(db, { user_id: author.id, title: 'Platypus care' });
      const found = await indexedCandidates(other.db, filter('platypus', { id: null, staff: false }), 500);
      assert.deepEqual(found?.map((c) => c.id), [post.id]);
      await db.updateTable('posts').set({ show: 2 }).where('id', '=', post.id).execute();
      assert.deepEqual(await indexedCandidates(other.db, filter('platypus', { id: null, staff: false }), 500), []);
    } finally {
      stopSearchIndex(other.db);
      await other.close();
    }
  });
});
