// The one way points move: an entry whose postings sum to zero, under an idempotency reference, inside the
// caller's short transaction (so the points move with the change they pay for, or not at all).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  claimEntry,
  insertPostings,
  moveAccountBalance,
  moveUserPoints,
  systemAccountId,
  type AccountKind,
  type PostingRow,
} from '../../repositories/ledger-repo.js';
import { NOTIFICATIONS_CHANGED } from '../../repositories/notification-events-repo.js';
import { queueMemberEvent } from '../member-events/pending-member-events.js';
import { pointsErrors } from './points-errors.js';

type Trx = Transaction<Database>;

/** One leg: a member's points, or a system account's balance; positive in, negative out. */
export type Leg = { userId: string; amount: number } | { account: AccountKind; objectId?: string; amount: number };

export interface EntryInput {
  kind: string;
  /** The operation's idempotency reference: the same operation never posts twice. */
  ref: string;
  actorUserId: string | null;
  /** The post, answer, request or code the entry is about. */
  objectId: string | null;
  memo?: string;
  legs: Leg[];
}

/** What an entry did: its id and each member's balance after it (null when the reference had been used). */
export interface PostedEntry {
  id: string;
  balances: Map<string, number>;
}

const numericAsc = (a: string, b: string) => (a.length - b.length) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Posts the entry, or answers null when its reference is already posted (a retry, a second tab). Members' points
 * move first, in id order, then system accounts, in id order: every transaction takes its row locks in the same
 * order, so two entries on the same members wait for each other instead of deadlocking. A member's debit that
 * would go below zero throws `error.points.insufficient`; the caller's transaction then rolls back whole.
 */
export async function postEntry(trx: Trx, e: EntryInput): Promise<PostedEntry | null> {
  const legs = e.legs.filter((l) => l.amount !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amount))) throw new Error(`ledger entry ${e.ref}: amounts must be whole points`);
  if (legs.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error(`ledger entry ${e.ref}: postings must sum to zero`);
  if (legs.length < 2) throw new Error(`ledger entry ${e.ref}: needs two postings at least`);
  const entryId = await claimEntry(trx, { kind: e.kind, ref: e.ref, actorUserId: e.actorUserId, objectId: e.objectId, memo: e.memo ?? '' });
  if (entryId === null) return null;

  const users = legs.filter((l): l is { userId: string; amount: number } => 'userId' in l).sort((a, b) => numericAsc(a.userId, b.userId));
  const accounts: { id: string; amount: number }[] = [];
  for (const l of legs) if ('account' in l) accounts.push({ id: await systemAccountId(trx, l.account, l.objectId ?? 0), amount: l.amount });
  accounts.sort((a, b) => numericAsc(a.id, b.id));

  const rows: PostingRow[] = [];
  const balances = new Map<string, number>();
  for (const l of users) {
    const after = await moveUserPoints(trx, l.userId, l.amount);
    if (after === null) throw pointsErrors.insufficient();
    balances.set(l.userId, after);
    rows.push({ entry_id: entryId, user_id: l.userId, account_id: null, amount: l.amount, balance_after: after });
  }
  for (const a of accounts) {
    const after = await moveAccountBalance(trx, a.id, a.amount);
    if (after === null) throw new Error(`ledger entry ${e.ref}: account ${a.id} cannot go below zero`);
    rows.push({ entry_id: entryId, user_id: null, account_id: a.id, amount: a.amount, balance_after: after });
  }
  await insertPostings(trx, rows);
  // Every member whose points moved hears of it (the inbox's "integrals" kind), their own action included.
  if (users.length > 0) {
    await trx
      .insertInto('notification_events')
      .values(users.map((l) => ({ user_id: l.userId, trigger_user_id: e.actorUserId, kind: 'integrals', object_type: 'ledger_entry', object_id: entryId, question_id: null, rank: l.amount })))
      .execute();
    for (const l of users) queueMemberEvent(l.userId, NOTIFICATIONS_CHANGED);
  }
  return { id: entryId, balances };
}

/** How many entries of this kind are already about this object (the next one's sequence number in its reference). */
export async function entryCount(trx: Trx, kind: string, objectId: string): Promise<number> {
  const row = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', kind)
    .where('object_id', '=', objectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
