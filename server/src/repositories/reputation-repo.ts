import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Trx = Transaction<Database>;

/** Which records an undo is about: one activity on one object caused by one user (null: by nobody). */
export interface RecordKey {
  activity: string;
  objectId: string;
  triggerUserId: string | null;
}

/**
 * Locks users' rows in id order. Every reputation change of a transaction runs after this, so two transactions
 * touching the same users cannot deadlock, and a user's rank and records change one transaction at a time. NO KEY
 * UPDATE (what updating rank takes anyway), not UPDATE: rows that reference the user (a vote, a record) hold KEY
 * SHARE on it from their foreign key, and UPDATE would wait on those and deadlock two votes for the same author.
 */
export async function lockUsersInOrder(trx: Trx, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
  if (unique.length === 0) return;
  await trx.selectFrom('users').select('id').where('id', 'in', unique).orderBy('id').forNoKeyUpdate().execute();
}

/**
 * Moves a user's rank by `delta`, never below `floor`, in one statement, and answers how much it really moved
 * (null for an unknown user). The old rank is read under the row lock, so parallel changes never lose an update.
 */
export async function moveRank(trx: Trx, userId: string, delta: number, floor: number): Promise<number | null> {
  const r = await sql<{ moved: number }>`
    WITH old AS (SELECT id, rank FROM users WHERE id = ${userId} FOR NO KEY UPDATE)
    UPDATE users u SET rank = GREATEST(${floor}::int, old.rank + ${delta}::int) FROM old WHERE u.id = old.id
    RETURNING u.rank - old.rank AS moved`.execute(trx);
  const row = r.rows[0];
  return row ? Number(row.moved) : null;
}

export async function insertRecord(
  trx: Trx,
  r: { userId: string; activity: string; amount: number; objectId: string; triggerUserId: string | null },
): Promise<void> {
  await trx
    .insertInto('reputation_log')
    .values({ user_id: r.userId, activity_type: r.activity, amount: r.amount, object_id: r.objectId, trigger_user_id: r.triggerUserId })
    .execute();
}

const whereKey = (key: RecordKey) =>
  sql`activity_type = ${key.activity} AND object_id = ${key.objectId} AND NOT cancelled AND ${
    key.triggerUserId === null ? sql`trigger_user_id IS NULL` : sql`trigger_user_id = ${key.triggerUserId}`
  }`;

/** Whose live records match the key (to lock them before undoing). */
export async function findLiveRecordOwners(trx: Trx, key: RecordKey): Promise<string[]> {
  const r = await sql<{ user_id: string }>`SELECT DISTINCT user_id::text FROM reputation_log WHERE ${whereKey(key)}`.execute(trx);
  return r.rows.map((row) => row.user_id);
}

/** Marks the live records matching the key cancelled and answers whose they were and what they had applied. */
export async function cancelLiveRecords(trx: Trx, key: RecordKey): Promise<{ userId: string; amount: number }[]> {
  const r = await sql<{ user_id: string; amount: number }>`
    UPDATE reputation_log SET cancelled = true WHERE ${whereKey(key)} RETURNING user_id::text, amount`.execute(trx);
  return r.rows.map((row) => ({ userId: row.user_id, amount: Number(row.amount) }));
}

/**
 * Shrinks the user's live deductions, newest first, by `total` altogether: each keeps at most what it still takes
 * from the rank. Used when undoing a gain is stopped by the floor: the deductions made after that gain had taken
 * part of it, so they now stand for that much less.
 */
export async function shrinkLiveDeductions(trx: Trx, userId: string, total: number): Promise<void> {
  await sql`
    WITH ordered AS (
      SELECT id, amount, COALESCE(SUM(-amount) OVER (ORDER BY id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
        FROM reputation_log WHERE user_id = ${userId} AND NOT cancelled AND amount < 0
    )
    UPDATE reputation_log r SET amount = LEAST(0, o.amount + (${total}::int - o.before))
      FROM ordered o WHERE r.id = o.id AND o.before < ${total}::int`.execute(trx);
}
