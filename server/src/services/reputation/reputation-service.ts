import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  cancelLiveRecords,
  findLiveRecordOwners,
  insertRecord,
  lockUsersInOrder,
  moveRank,
  shrinkLiveDeductions,
} from '../../repositories/reputation-repo.js';
import { recordNotificationEvents, removeNotificationEvents } from '../../repositories/notification-events-repo.js';
import { MIN_REPUTATION, REPUTATION_AMOUNTS, type ReputationActivity } from './amounts.js';

type Trx = Transaction<Database>;

export interface ReputationChange {
  /** Who gains or loses. */
  userId: string;
  activity: ReputationActivity;
  /** The post, answer or comment the change is about. */
  objectId: string;
  /** Who caused it (the voter, the accepter). */
  triggerUserId: string | null;
}

/** The still-live changes of one activity on one object caused by one user (a vote, an acceptance). */
export interface ReputationUndo {
  activity: ReputationActivity;
  objectId: string;
  triggerUserId: string | null;
}

/**
 * Undoes what a record applied. A deduction comes back in full. A gain is taken back as far as the floor allows;
 * the part the floor stops had already been taken by the user's later deductions, so those now stand for that
 * much less (withdrawing them later gives back only what they still take). Without that, the stopped part would
 * come back as reputation nothing live pays for.
 */
async function undoRecord(trx: Trx, userId: string, applied: number): Promise<void> {
  if (applied === 0) return;
  const moved = await moveRank(trx, userId, -applied, MIN_REPUTATION);
  const stopped = (moved ?? -applied) + applied;
  if (applied > 0 && stopped > 0) await shrinkLiveDeductions(trx, userId, stopped);
}

/**
 * Undoes `revoke` then applies `grant`, in the caller's transaction (so they land with the change they pay for,
 * or not at all). Every user touched is locked first, in id order, so parallel changes on the same users neither
 * deadlock nor lose an update. Each grant moves users.rank by its table amount, never below MIN_REPUTATION, and
 * records the amount that really moved, so undoing it later gives back exactly that; a zero table amount records
 * nothing. Answers the applied amount of each grant. Invariant: every user's rank is MIN_REPUTATION plus the
 * amounts of their live records.
 */
export async function moveReputation(trx: Trx, m: { revoke?: ReputationUndo[]; grant?: ReputationChange[] }): Promise<number[]> {
  const revoke = m.revoke ?? [];
  const grant = m.grant ?? [];
  const owners: string[] = [];
  for (const key of revoke) owners.push(...(await findLiveRecordOwners(trx, key)));
  await lockUsersInOrder(trx, [...owners, ...grant.map((g) => g.userId)]);
  for (const key of revoke) {
    for (const record of await cancelLiveRecords(trx, key)) await undoRecord(trx, record.userId, record.amount);
  }
  const applied: number[] = [];
  for (const g of grant) {
    const nominal = REPUTATION_AMOUNTS[g.activity];
    const amount = nominal === 0 ? null : await moveRank(trx, g.userId, nominal, MIN_REPUTATION);
    if (amount !== null) {
      await insertRecord(trx, { userId: g.userId, activity: g.activity, amount, objectId: g.objectId, triggerUserId: g.triggerUserId });
    }
    applied.push(amount ?? 0);
  }
  await notifyReputation(trx, revoke, grant, applied);
  return applied;
}

/** The object type an activity is about (`answer.voted_up` is about an answer); null for the account's own. */
const objectTypeOf = (activity: string) => {
  const type = activity.split('.')[0];
  return type === 'question' || type === 'answer' || type === 'comment' ? type : null;
};

/**
 * Each applied change someone else caused is an achievement of its gainer or loser (with the amount); an undone
 * change takes its achievement away, so a withdrawn vote leaves nothing stale behind (Answer's lists keep it; ours
 * show only what still counts).
 */
async function notifyReputation(trx: Trx, revoke: ReputationUndo[], grant: ReputationChange[], applied: number[]): Promise<void> {
  for (const r of revoke) {
    if (r.triggerUserId) await removeNotificationEvents(trx, { kind: 'reputation', objectId: r.objectId, triggerUserId: r.triggerUserId, action: r.activity });
  }
  await recordNotificationEvents(
    trx,
    grant.flatMap((g, i) => {
      const objectType = objectTypeOf(g.activity);
      const rank = applied[i] ?? 0;
      if (!objectType || rank === 0) return [];
      return [{ userId: g.userId, triggerUserId: g.triggerUserId, kind: 'reputation' as const, objectType, objectId: g.objectId, action: g.activity, rank }];
    }),
  );
}

/** One change (see moveReputation); answers the amount applied. */
export async function grantReputation(trx: Trx, change: ReputationChange): Promise<number> {
  return (await moveReputation(trx, { grant: [change] }))[0] ?? 0;
}

/** Undoes the still-live changes of one activity on one object caused by one user (see moveReputation). */
export async function revokeReputation(trx: Trx, undo: ReputationUndo): Promise<void> {
  await moveReputation(trx, { revoke: [undo] });
}
