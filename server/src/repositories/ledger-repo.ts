// SQL of the points ledger (migration 0011). Balances move only here, and only by conditional updates that the
// database checks (`CHECK (points >= 0)`, `CHECK (balance >= 0 OR kind = 'mint')`): never read-then-write.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LedgerAccountsTable } from '../db/schema.js';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;
export type AccountKind = LedgerAccountsTable['kind'];

/** The system account of that kind (and object: the escrow's post, the hold's request), made on first use. */
export async function systemAccountId(trx: Trx, kind: AccountKind, objectId: string | number = 0): Promise<string> {
  const made = await trx
    .insertInto('ledger_accounts')
    .values({ kind, object_id: objectId })
    .onConflict((oc) => oc.columns(['kind', 'object_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return made.id;
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .where('object_id', '=', String(objectId))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A system account's balance now (0 when it was never used). */
export async function systemAccountBalance(db: Db, kind: AccountKind, objectId: string | number = 0): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', kind)
    .where('object_id', '=', String(objectId))
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/**
 * Records the operation under its idempotency reference. Null when the reference exists already: the operation
 * happened (or is committing in a concurrent transaction, which this insert waits for).
 */
export async function claimEntry(
  trx: Trx,
  e: { kind: string; ref: string; actorUserId: string | null; objectId: string | null; memo: string },
): Promise<string | null> {
  const row = await trx
    .insertInto('ledger_entries')
    .values({ kind: e.kind, ref: e.ref, actor_user_id: e.actorUserId, object_id: e.objectId, memo: e.memo })
    .onConflict((oc) => oc.column('ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Moves a member's points by `delta`; null when that would take them below zero (nothing changes then). */
export async function moveUserPoints(trx: Trx, userId: string, delta: number): Promise<number | null> {
  const row = await trx
    .updateTable('users')
    .set({ points: sql`points + ${delta}` })
    .where('id', '=', userId)
    .where(sql<boolean>`points + ${delta} >= 0`)
    .returning('points')
    .executeTakeFirst();
  return row ? Number(row.points) : null;
}

/** Moves a system account's balance by `delta`; null when only the mint may go below zero and this is not it. */
export async function moveAccountBalance(trx: Trx, accountId: string, delta: number): Promise<number | null> {
  const row = await trx
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${delta}` })
    .where('id', '=', accountId)
    .where(sql<boolean>`(balance + ${delta} >= 0 OR kind = 'mint')`)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

export interface PostingRow {
  entry_id: string;
  user_id: string | null;
  account_id: string | null;
  amount: number;
  balance_after: number;
}

export async function insertPostings(trx: Trx, rows: PostingRow[]): Promise<void> {
  await trx.insertInto('ledger_postings').values(rows).execute();
}

/** One page of a member's postings, newest first, with the entry and the post it is about. */
/** Entry kinds whose object is a post, and those whose object is one of its answers. */
const POST_ENTRY_KINDS = ['buy', 'reward_escrow', 'reward_refund', 'bounty_refund', 'ai_reply'];
const ANSWER_ENTRY_KINDS = ['reward_paid', 'bounty_awarded'];

export async function listUserPostings(db: Db, userId: string, page: number, pageSize: number) {
  return db
    .selectFrom('ledger_postings as lp')
    .innerJoin('ledger_entries as le', 'le.id', 'lp.entry_id')
    // An entry's object is a post, an answer, a withdrawal or a code batch by its kind; ids of different tables
    // overlap, so only the kinds about a post or an answer look one up.
    .leftJoin('answers as a', (j) => j.onRef('a.id', '=', 'le.object_id').on('le.kind', 'in', ANSWER_ENTRY_KINDS))
    .leftJoin('posts as p', (j) =>
      j.on(sql<boolean>`p.id = coalesce(a.question_id, CASE WHEN le.kind IN (${sql.join(POST_ENTRY_KINDS)}) THEN le.object_id END)`),
    )
    .select([
      'lp.id',
      'lp.amount',
      'lp.balance_after',
      'le.kind',
      'le.memo',
      'le.created_at',
      'le.object_id',
      'p.id as post_id',
      'p.title',
      'p.url_title',
      'p.content_type',
    ])
    .where('lp.user_id', '=', userId)
    .orderBy('lp.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

export async function countUserPostings(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The answer an ended bounty's reward went to, or null (refunded to its author, or not settled). */
export async function bountyAwardedAnswer(db: Db, postId: string): Promise<string | null> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('object_id')
    .where('ref', '=', `bounty_settled:${postId}`)
    .where('kind', '=', 'bounty_awarded')
    .executeTakeFirst();
  return row?.object_id ?? null;
}

/** Has this member bought this post? */
export async function hasBought(db: Db, postId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('post_buyers').select('user_id').where('post_id', '=', postId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Which of these posts this member has bought. */
export async function boughtAmong(db: Db, postIds: string[], userId: string): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db.selectFrom('post_buyers').select('post_id').where('post_id', 'in', postIds).where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.post_id));
}

export async function insertBuyer(trx: Trx, b: { postId: string; userId: string; price: number; entryId: string }): Promise<void> {
  await trx.insertInto('post_buyers').values({ post_id: b.postId, user_id: b.userId, price: b.price, entry_id: b.entryId }).execute();
}

export async function countBuyers(db: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom('post_buyers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
