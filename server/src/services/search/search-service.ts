import type { endpoints, Page, QueryOf, SearchResult } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canReadContent } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { isEmptyQuery, parseSearchQuery, searchedTypes, type ParsedQuery } from './parse-query.js';
import { presentHit } from '../../presenters/search-presenter.js';
import { TtlCache } from '../cache/ttl-cache.js';
import { pageOfCandidates } from './candidate-order.js';
import { sharedReads } from './shared-reads.js';
import type { SearchPlugin } from './search-plugins.js';
import { indexedCandidates } from './search-index.js';
import {
  countHits,
  findTagGroup,
  findUserIdByName,
  hitsByIds,
  pageOfHits,
  rankedCandidates,
  searchLimits,
  type Candidate,
  type HitRow,
  type SearchFilter,
} from '../../repositories/search-repo.js';

const EMPTY: Page<SearchResult> = { count: 0, list: [] };

/** What searching needs: the database, and the installed search plugin, which answers instead when it can. */
export interface SearchDeps {
  db: Kysely<Database>;
  plugin: SearchPlugin | null;
}

/**
 * Totals of searches without free text, per database, cached for a few seconds as the lists' totals are (a count
 * walks up to `searchLimits.maxHits` rows; the page itself walks only its own). The key holds the whole filter,
 * viewer included, so a priced post's answers are never counted for someone who may not see them.
 */
const COUNT_TTL_MS = 10_000;
/**
 * Free-text candidates from SQL (ids, sort keys and ranks; at most `searchLimits.rankedCandidates`) per query and
 * viewer, kept briefly: paging, re-sorting and repeated searches reuse them. A new post shows up within this time; a
 * hidden one never shows, since each page checks visibility again. Only searches the in-process index cannot answer
 * (search-index.ts: before it is built, or with a `[tag]`) come here; the index is current, so it is never cached.
 */
const CANDIDATES_TTL_MS = 5_000;
const caches = new WeakMap<object, { counts: TtlCache<number>; candidates: TtlCache<Candidate[]>; loading: Map<string, Promise<unknown>> }>();
function cachesOf(db: Kysely<Database>) {
  let c = caches.get(db);
  if (!c) {
    c = { counts: new TtlCache<number>(COUNT_TTL_MS), candidates: new TtlCache<Candidate[]>(CANDIDATES_TTL_MS, 200), loading: new Map() };
    caches.set(db, c);
  }
  return c;
}
/** Concurrent requests for an expired entry share one load (sixteen identical searches at once run one query). */
function shared<V>(db: Kysely<Database>, key: string, get: () => Promise<V>): Promise<V> {
  const { loading } = cachesOf(db);
  const running = loading.get(key) as Promise<V> | undefined;
  if (running) return running;
  const p = get().finally(() => loading.delete(key));
  loading.set(key, p);
  return p;
}
const keyOf = (filter: SearchFilter) => JSON.stringify({ ...filter, limits: searchLimits });
const cachedCount = (db: Kysely<Database>, filter: SearchFilter) =>
  shared(db, `n${keyOf(filter)}`, () => cachesOf(db).counts.get(keyOf(filter), () => countHits(db, filter)));
const cachedCandidates = (db: Kysely<Database>, filter: SearchFilter) =>
  shared(db, `c${keyOf(filter)}`, () => cachesOf(db).candidates.get(keyOf(filter), () => rankedCandidates(db, filter)));

/** Forgets cached totals and candidates (tests that change data between identical searches). */
export function clearSearchCaches(db: Kysely<Database>): void {
  caches.delete(db);
}

type PagePick = Pick<Candidate, 'object_type' | 'id'>;
const pageReads = new WeakMap<object, (viewer: string, input: { filter: SearchFilter; picks: PagePick[] }) => Promise<HitRow[]>>();

/**
 * The hits of a page of candidates. Pages asked for at once by viewers who may read the same (visitors, staff, one
 * member) come from one query, each page then taking its own rows in its own order (hitsByIds' rows depend on the
 * viewer alone, not on the rest of the filter).
 */
function pageHits(db: Kysely<Database>, filter: SearchFilter, picks: PagePick[]): Promise<HitRow[]> {
  if (picks.length === 0) return Promise.resolve([]);
  let read = pageReads.get(db);
  if (!read) {
    read = sharedReads(async (_viewer, inputs) => {
      const all = new Map(inputs.flatMap(({ picks: p }) => p.map((x) => [`${x.object_type}:${x.id}`, x] as const)));
      const rows = await hitsByIds(db, inputs[0]!.filter, [...all.values()]);
      const byKey = new Map(rows.map((r) => [`${r.object_type}:${r.id}`, r]));
      return inputs.map(({ picks: p }) => p.flatMap((x) => byKey.get(`${x.object_type}:${x.id}`) ?? []));
    });
    pageReads.set(db, read);
  }
  const viewer = filter.viewer.staff ? 'staff' : (filter.viewer.id ?? 'visitor');
  return read(viewer, { filter, picks });
}

/** Resolves tag slugs and the username to ids; null when one names nothing (so nothing can match). */
async function resolve(db: Kysely<Database>, viewer: UserRow | null, q: ParsedQuery): Promise<SearchFilter | null> {
  const tagGroups: string[][] = [];
  for (const slug of q.tags) {
    const group = await findTagGroup(db, slug);
    if (!group) return null;
    tagGroups.push(group);
  }
  let userId: string | null = null;
  if (q.user !== null) {
    // Answer's `user:me` is the viewer; for a visitor it is whoever is called "me".
    userId = q.user === 'me' && viewer ? viewer.id : await findUserIdByName(db, q.user);
    if (!userId) return null;
  }
  return {
    text: q.text,
    tagGroups,
    userId,
    minAnswers: q.minAnswers,
    minScore: q.minScore,
    ...searchedTypes(q),
    viewer: { id: viewer?.id ?? null, staff: viewer !== null && isStaff(viewer) },
  };
}

/**
 * GET search: listed posts and visible answers matching the query, ranked by full-text relevance or sorted. An
 * empty query (or one naming an unknown tag or user) is an empty result; a page past the last answers 404 as the
 * lists do. Free text ranks the newest `searchLimits.rankedCandidates` matches and filters alone reach at most
 * `searchLimits.maxHits` hits; `count` is what can be paged through. A search plugin, when installed, answers instead.
 */
export async function search(
  { db, plugin }: SearchDeps,
  viewer: UserRow | null,
  input: QueryOf<typeof endpoints.getSearch>,
): Promise<Page<SearchResult>> {
  const parsed = parseSearchQuery(input.q);
  if (isEmptyQuery(parsed)) return EMPTY;
  if (plugin?.search) return plugin.search({ parsed, order: input.order, page: input.page, size: input.size }, viewer);
  const filter = await resolve(db, viewer, parsed);
  if (!filter) {
    if (input.page > 1) throw errors.notFound();
    return EMPTY;
  }
  const offset = (input.page - 1) * input.size;
  let count: number;
  let rows: HitRow[];
  if (filter.text) {
    // Ranked: every candidate can be paged to, so their number is the count.
    // The in-process index when it can answer (always current, so never cached), else SQL.
    const candidates = (await indexedCandidates(db, filter, searchLimits.rankedCandidates)) ?? (await cachedCandidates(db, filter));
    count = candidates.length;
    rows = await pageHits(db, filter, pageOfCandidates(candidates, input.order, offset, input.size));
  } else {
    // Capped: a page at or past the cap is past the last page the count offers, as it would be without one.
    const room = searchLimits.maxHits - offset;
    [count, rows] = room > 0 ? await Promise.all([cachedCount(db, filter), pageOfHits(db, filter, input.order, input.size, offset)]) : [0, []];
    rows = rows.slice(0, Math.max(0, room));
  }
  if (input.page > 1 && rows.length === 0) throw errors.notFound();
  return {
    count,
    list: rows.map((r) => presentHit(r, canReadContent(viewer, { user_id: r.post_user_id, content_type: r.content_type, score: r.score }))),
  };
}
