// One in-memory free-text index per database handle (so per server instance), built in the background from
// search_docs and kept current from the change log (migration 0012). Until it is ready, or for what it does not
// answer (a `[tag]` with free text, a tsquery form it does not evaluate), search runs in SQL as before.
//
// Freshness: every free-text search first reads the changes logged since the last read, in the same round trip that
// has PostgreSQL parse the query (searches waiting at once share one), and applies them before matching. So a post
// written, edited, hidden, deleted or priced on any instance is searched as it now is by the next search anywhere. An
// idle instance also reads every few seconds, so that a burst of writes is not all applied by one search.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { docKeysInOrder, docsByKeys, oldestRunningXid, queriesAndChanges, trimChanges, type ChangeRow } from '../../repositories/search-index-repo.js';
import type { Candidate, SearchFilter } from '../../repositories/search-repo.js';
import { sharedReads } from './shared-reads.js';
import { TextIndex, type IndexedDoc } from './text-index.js';
import { parseTsquery, withoutNegations } from './tsquery.js';

const LOAD_BATCH = 2000;
const IDLE_READ_MS = 5_000;
const TRIM_EVERY_MS = 10 * 60_000;
/** Past this without a successful read, log rows may have been trimmed unread: build again. */
const STALE_MS = 30 * 60_000;

interface IndexState {
  index: TextIndex | null;
  /** Changes of transactions from this xid on may not have been applied yet. */
  since: string;
  /** Change ids already applied (or queued) at or above `since`, with their xid. */
  seen: Map<string, bigint>;
  /** Applying is serial: a later read's documents must land after an earlier read's. */
  applying: Promise<void>;
  building: Promise<void> | null;
  lastRead: number;
  lastTrim: number;
  timer: NodeJS.Timeout | null;
  closed: boolean;
  /** Idle reads or builds failed in a row; a few end the index (the database was closed or replaced). */
  failures: number;
  /** A search's text as PostgreSQL reads it, after the changes (searches waiting at once share the read). */
  parse: (key: string, text: string) => Promise<string | null>;
  /** Where failures are reported (the app's logger; none when a search started the index). */
  log: SearchIndexLog | null;
  /** Errors already logged (a failed apply also fails the read that waited for it). */
  logged: WeakSet<object>;
}

/** Where the index reports its failures. */
export interface SearchIndexLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type DocKey = { object_type: 'question' | 'answer'; id: string };
const DOCS_NAMED = 20;

/** A failure while indexing documents: which ones (kind and id: never their text) and why. */
class IndexingError extends Error {
  constructor(
    readonly docs: DocKey[],
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'IndexingError';
  }
}

/** Reports a failure once: the documents it concerns (when known) and the error. */
function report(state: IndexState, what: string, err: unknown): void {
  if (err && typeof err === 'object') {
    if (state.logged.has(err)) return;
    state.logged.add(err);
  }
  const docs = err instanceof IndexingError ? err.docs : [];
  state.log?.warn(
    {
      err: err instanceof IndexingError ? err.reason : err,
      ...(docs.length > 0 ? { docs: docs.slice(0, DOCS_NAMED).map((d) => `${d.object_type}:${d.id}`), doc_count: docs.length } : {}),
      failures: state.failures,
    },
    `search index: ${what} failed; searches use SQL meanwhile`,
  );
  if (state.failures >= MAX_FAILURES) state.log?.error({ failures: state.failures }, 'search index: stopped after failing repeatedly; searches use SQL');
}

/** Loads a batch's documents into the index; a failure names the batch, or the one document that could not be added. */
async function loadBatch(db: Kysely<Database>, index: TextIndex, batch: DocKey[], removeMissing: boolean): Promise<void> {
  let docs: Map<string, IndexedDoc>;
  try {
    docs = new Map((await docsByKeys(db, batch)).map((d) => [`${d.object_type}:${d.id}`, d]));
  } catch (err) {
    throw new IndexingError(batch, err);
  }
  for (const k of batch) {
    const d = docs.get(`${k.object_type}:${k.id}`);
    try {
      if (d) index.upsert(d);
      else if (removeMissing) index.remove(k.object_type, k.id);
    } catch (err) {
      throw new IndexingError([k], err);
    }
  }
}
const MAX_FAILURES = 3;

const states = new WeakMap<Kysely<Database>, IndexState>();

/**
 * Starts building the database's index in the background (once); searches use SQL until it is ready. `log` hears of
 * each failure (given later, it replaces a missing one).
 */
export function startSearchIndex(db: Kysely<Database>, log?: SearchIndexLog): void {
  const started = states.get(db);
  if (started) {
    if (log && !started.log) started.log = log;
    return;
  }
  const state: IndexState = {
    index: null,
    since: '0',
    seen: new Map(),
    applying: Promise.resolve(),
    building: null,
    lastRead: Date.now(),
    lastTrim: Date.now(),
    timer: null,
    closed: false,
    failures: 0,
    log: log ?? null,
    logged: new WeakSet(),
    // Every change logged before a search's call is logged before the shared read starts: each sees its writes.
    parse: sharedReads(async (_key, texts: string[]) => (await readChanges(db, state, texts)) ?? texts.map(() => null)),
  };
  states.set(db, state);
  rebuild(db, state);
  state.timer = setInterval(() => void idleRead(db, state), IDLE_READ_MS);
  state.timer.unref();
}

/** Stops the database's index (tests that reopen a database; the server's close). */
export function stopSearchIndex(db: Kysely<Database>): void {
  const state = states.get(db);
  if (!state) return;
  state.closed = true;
  if (state.timer) clearInterval(state.timer);
  states.delete(db);
}

/** Whether searches on this database are answered by the index (tests and the bench check it is in use). */
export function searchIndexReady(db: Kysely<Database>): boolean {
  return Boolean(states.get(db)?.index);
}

/** Resolves once a build under way has finished (tests). */
export async function searchIndexBuilt(db: Kysely<Database>): Promise<void> {
  await states.get(db)?.building;
}

function rebuild(db: Kysely<Database>, state: IndexState): void {
  if (state.building) return;
  state.building = build(db)
    .then(({ index, since }) => {
      if (state.closed) return;
      // Swapped in the apply queue, so no read of the old index's changes lands on the new one half-way.
      state.applying = state.applying.then(() => {
        state.index = index;
        state.since = since;
        state.seen.clear();
        state.lastRead = Date.now();
      });
      return state.applying;
    })
    .catch((err) => {
      // The database went away (closing, reinstalled) or failed: searches stay in SQL; the next idle read retries.
      if (state.closed) return;
      if (++state.failures >= MAX_FAILURES) stopSearchIndex(db);
      report(state, 'building', err);
    })
    .finally(() => {
      state.building = null;
    });
}

/**
 * Loads every document: keys first in slot order (small rows, sorted once by the database), then the documents in
 * batches by key, so neither side holds all the tsvectors at once nor the embedded database's one connection long.
 */
async function build(db: Kysely<Database>): Promise<{ index: TextIndex; since: string }> {
  const since = await oldestRunningXid(db);
  const keys = await docKeysInOrder(db);
  const index = new TextIndex();
  for (let at = 0; at < keys.length; at += LOAD_BATCH) await loadBatch(db, index, keys.slice(at, at + LOAD_BATCH), false);
  index.compact();
  return { index, since };
}

async function idleRead(db: Kysely<Database>, state: IndexState): Promise<void> {
  if (state.closed) return;
  try {
    if (!state.index) {
      rebuild(db, state);
      return;
    }
    if (Date.now() - state.lastRead > STALE_MS || state.index.worthRebuilding) rebuild(db, state);
    await readChanges(db, state, []);
    if (Date.now() - state.lastTrim > TRIM_EVERY_MS) {
      state.lastTrim = Date.now();
      await trimChanges(db);
    }
    state.failures = 0;
  } catch (err) {
    if (state.closed) return;
    if (++state.failures >= MAX_FAILURES) stopSearchIndex(db);
    report(state, 'reading changes', err);
  }
}

/**
 * Reads (and applies) the changes since the last read; PostgreSQL's reading of `texts` comes along (null: the index
 * was dropped meanwhile, the callers search in SQL). When a rebuilt index is swapped in meanwhile, the read is done
 * again from the new index's own starting point.
 */
async function readChanges(db: Kysely<Database>, state: IndexState, texts: readonly string[]): Promise<string[] | null> {
  for (;;) {
    const index = state.index;
    const { queries, changes, xmin } = await queriesAndChanges(db, texts, state.since);
    if (!index) return null;
    if (state.index !== index) continue;
    const fresh: ChangeRow[] = [];
    for (const c of changes) {
      if (state.seen.has(c.id)) continue;
      state.seen.set(c.id, BigInt(c.xid));
      fresh.push(c);
    }
    if (fresh.length > 0 && index) {
      const run = state.applying.then(() => apply(db, state, index, fresh));
      // Changes marked seen but not applied would be missed for good: a failed apply drops the index (searches use
      // SQL) and the next idle read builds it again. The queue itself never stays rejected.
      state.applying = run.catch((err) => {
        if (state.index === index) state.index = null;
        report(state, 'applying changes', err);
      });
      await run;
    }
    await state.applying;
    if (state.index !== index) continue;
    if (BigInt(xmin) > BigInt(state.since)) {
      state.since = xmin;
      const floor = BigInt(xmin);
      for (const [id, xid] of state.seen) if (xid < floor) state.seen.delete(id);
    }
    state.lastRead = Date.now();
    return queries;
  }
}

async function apply(db: Kysely<Database>, state: IndexState, index: TextIndex, changes: ChangeRow[]): Promise<void> {
  if (state.index !== index) return; // rebuilt since: the new index loaded these documents itself
  const keys = [...new Map(changes.map((c) => [`${c.object_type}:${c.doc_id}`, { object_type: c.object_type, id: c.doc_id }])).values()];
  for (let at = 0; at < keys.length; at += LOAD_BATCH) await loadBatch(db, index, keys.slice(at, at + LOAD_BATCH), true);
}

/**
 * The free-text candidates of search-repo's rankedCandidates, from the index: the same matches, filters, order,
 * limit and ranks. Null when the index cannot answer (not built yet, a `[tag]` filter, a query form it does not
 * evaluate): the caller asks SQL.
 */
export async function indexedCandidates(db: Kysely<Database>, f: SearchFilter, limit: number): Promise<Candidate[] | null> {
  const state = states.get(db);
  if (!state) {
    startSearchIndex(db);
    return null;
  }
  if (!state.index || f.tagGroups.length > 0 || !f.text) return null;
  let text: string | null;
  try {
    text = await state.parse('', f.text);
  } catch {
    return null;
  }
  const index = state.index;
  if (text === null || !index) return null;
  const query = parseTsquery(text);
  if (query === null) return null;
  if (query === 'empty' || (!f.questions && !f.answers)) return [];
  return index.search(query, withoutNegations(query) ?? query, f, limit);
}
