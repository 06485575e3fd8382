import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Detail views counted cheaply: increments gather in memory and reach the database in one UPDATE every few
 * seconds (a write per page view would double the cost of reading a post), and one visitor's repeated views of
 * a post within REPEAT_WINDOW_MS count once. Per process: with several instances each flushes its own share.
 */
const FLUSH_MS = 3_000;
const REPEAT_WINDOW_MS = 10 * 60_000;
const MAX_SEEN = 50_000;

interface Counter {
  pending: Map<string, number>;
  seen: Map<string, number>;
  timer: NodeJS.Timeout | null;
}
const counters = new WeakMap<object, Counter>();

function counterOf(db: Kysely<Database>): Counter {
  let c = counters.get(db);
  if (!c) counters.set(db, (c = { pending: new Map(), seen: new Map(), timer: null }));
  return c;
}

/** Counts one view of the post by `visitor` (a user id or an address). */
export function countView(db: Kysely<Database>, postId: string, visitor: string, now = Date.now()): void {
  const c = counterOf(db);
  const key = `${postId}:${visitor}`;
  const last = c.seen.get(key);
  if (last !== undefined && now - last < REPEAT_WINDOW_MS) return;
  if (c.seen.size >= MAX_SEEN) c.seen.clear();
  c.seen.set(key, now);
  c.pending.set(postId, (c.pending.get(postId) ?? 0) + 1);
  if (!c.timer) {
    c.timer = setTimeout(() => void flushViewCounts(db).catch(() => undefined), FLUSH_MS);
    c.timer.unref();
  }
}

/** Writes the gathered views now (also on shutdown and in tests). */
export async function flushViewCounts(db: Kysely<Database>): Promise<void> {
  const c = counterOf(db);
  if (c.timer) clearTimeout(c.timer);
  c.timer = null;
  if (c.pending.size === 0) return;
  const entries = [...c.pending];
  c.pending.clear();
  const values = sql.join(entries.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`));
  await sql`UPDATE posts p SET view_count = p.view_count + v.n FROM (VALUES ${values}) AS v(id, n) WHERE p.id = v.id`.execute(db);
}

/** Forgets who viewed what (tests). */
export function resetViewCounter(db: Kysely<Database>): void {
  counters.delete(db);
}
