import { isIdText } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findViewerMarks, NO_MARKS, type MarksKey, type ViewerMarks } from '../../repositories/questions-repo.js';

/** At most this many pairs per statement; more wait for the next one. */
const MAX_BATCH = 200;

interface Waiting {
  resolve(marks: ViewerMarks): void;
  reject(err: unknown): void;
}
interface Batch {
  waiting: Map<string, { key: MarksKey; callers: Waiting[] }>;
}
const open = new WeakMap<object, Batch>();

/**
 * What a member did to a post (vote, bookmark, follow, answer), read from the database. Requests that ask within the
 * same turn of the event loop share one statement (members reading posts at the same time), which costs one round
 * trip instead of one each; on the embedded database's single connection they would otherwise queue one behind the
 * other.
 */
export function loadViewerMarks(db: Kysely<Database>, postId: string, viewerId: string): Promise<ViewerMarks> {
  // Not a post id (callers validate; this keeps one bad value from failing the others' statement).
  if (!isIdText(postId) || !isIdText(viewerId)) return Promise.resolve(NO_MARKS);
  let batch = open.get(db);
  if (!batch || batch.waiting.size >= MAX_BATCH) {
    const started: Batch = (batch = { waiting: new Map() });
    open.set(db, started);
    setImmediate(() => void run(db, started));
  }
  const id = `${postId}:${viewerId}`;
  let entry = batch.waiting.get(id);
  if (!entry) batch.waiting.set(id, (entry = { key: { postId, viewerId }, callers: [] }));
  const callers = entry.callers;
  return new Promise<ViewerMarks>((resolve, reject) => callers.push({ resolve, reject }));
}

async function run(db: Kysely<Database>, batch: Batch): Promise<void> {
  if (open.get(db) === batch) open.delete(db);
  const entries = [...batch.waiting.values()];
  try {
    const rows = await findViewerMarks(db, entries.map((e) => e.key));
    const found = new Map(rows.map((r) => [`${r.postId}:${r.viewerId}`, r]));
    for (const e of entries) {
      const r = found.get(`${e.key.postId}:${e.key.viewerId}`);
      const marks: ViewerMarks = r ? { collected: r.collected, followed: r.followed, vote_status: r.vote_status, answered: r.answered } : NO_MARKS;
      for (const c of e.callers) c.resolve(marks);
    }
  } catch (err) {
    for (const e of entries) for (const c of e.callers) c.reject(err);
  }
}
