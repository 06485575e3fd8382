import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addViewCounts } from '../../repositories/post-state-repo.js';

/**
 * Detail views counted cheaply: increments gather in memory and reach the database in one UPDATE every few
 * seconds (a write per page view would double the cost of reading a post), and one visitor's repeated views of
 * a post within REPEAT_WINDOW_MS count once. Per process: with several instances each flushes its own share.
 */
const FLUSH_MS = 3_000;
const REPEAT_WINDOW_MS = 10 * 60_000;
const MAX_SEEN = 50_000;

/** Where a failed write is reported (the app's logger). */
export interface ViewCountLog {
  warn(obj: object, msg: string): void;
}

/** Writes the gathered views ({post id: views}) in one statement. */
export type ViewCountWriter = (db: Kysely<Database>, counts: [string, number][]) => Promise<void>;

interface Counter {
  pending: Map<string, number>;
  seen: Map<string, number>;
  timer: NodeJS.Timeout | null;
  log: ViewCountLog | null;
}
const counters = new WeakMap<object, Counter>();

function counterOf(db: Kysely<Database>): Counter {
  let c = counters.get(db);
  if (!c) counters.set(db, (c = { pending: new Map(), seen: new Map(), timer: null, log: null }));
  return c;
}

/** Counts one view of the post by `visitor` (a user id or an address); `log` hears of a write that fails. */
export function countView(db: Kysely<Database>, postId: string, visitor: string, { now = Date.now(), log }: { now?: number; log?: ViewCountLog } = {}): void {
  const c = counterOf(db);
  if (log) c.log = log;
  const key = `${postId}:${visitor}`;
  const last = c.seen.get(key);
  if (last !== undefined && now - last < REPEAT_WINDOW_MS) return;
  if (c.seen.size >= MAX_SEEN) c.seen.clear();
  c.seen.set(key, now);
  c.pending.set(postId, (c.pending.get(postId) ?? 0) + 1);
  scheduleFlush(db, c);
}

function scheduleFlush(db: Kysely<Database>, c: Counter): void {
  if (c.timer) return;
  c.timer = setTimeout(() => void flushViewCounts(db).catch(() => undefined), FLUSH_MS);
  c.timer.unref();
}

/**
 * Writes the gathered views now (also on shutdown and in tests). When the write fails the views are kept (added to
 * those gathered meanwhile) for the next flush, a warning says so, and the error is thrown to the caller.
 */
export async function flushViewCounts(db: Kysely<Database>, { write = addViewCounts, log }: { write?: ViewCountWriter; log?: ViewCountLog } = {}): Promise<void> {
  const c = counterOf(db);
  if (c.timer) clearTimeout(c.timer);
  c.timer = null;
  if (c.pending.size === 0) return;
  const entries = [...c.pending];
  c.pending.clear();
  try {
    await write(db, entries);
  } catch (err) {
    for (const [id, n] of entries) c.pending.set(id, (c.pending.get(id) ?? 0) + n);
    (log ?? c.log)?.warn(
      { err, posts: entries.length, views: entries.reduce((sum, [, n]) => sum + n, 0) },
      'view counts could not be written; they are kept for the next flush',
    );
    scheduleFlush(db, c);
    throw err;
  }
}

/** Forgets who viewed what (tests). */
export function resetViewCounter(db: Kysely<Database>): void {
  counters.delete(db);
}
