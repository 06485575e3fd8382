import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { MIN_REPUTATION, REPUTATION_AMOUNTS, type ReputationActivity } from './amounts.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReputationChange {
  /** Who gains or loses. */
  userId: string;
  activity: ReputationActivity;
  /** The post, answer or comment the change is about. */
  objectId: string;
  /** Who caused it (the voter, the accepter). */
  triggerUserId: string | null;
}

/**
 * Records one reputation change and moves users.rank by it, never below MIN_REPUTATION; the row keeps the amount
 * actually applied, so undoing it later gives back exactly that (a down vote on a user already at the floor takes
 * nothing, and its cancellation gives nothing). Call it inside the transaction that makes the change it pays for,
 * so both land or neither does. Returns the applied amount; a zero table amount records nothing.
 */
export async function grantReputation(trx: Db, change: ReputationChange): Promise<number> {
  const amount = REPUTATION_AMOUNTS[change.activity];
  if (amount === 0) return 0;
  const user = await trx.selectFrom('users').select('rank').where('id', '=', change.userId).forUpdate().executeTakeFirst();
  if (!user) return 0;
  const applied = Math.max(MIN_REPUTATION, user.rank + amount) - user.rank;
  await trx
    .insertInto('reputation_log')
    .values({
      user_id: change.userId,
      activity_type: change.activity,
      amount: applied,
      object_id: change.objectId,
      trigger_user_id: change.triggerUserId,
    })
    .execute();
  if (applied !== 0) {
    await trx
      .updateTable('users')
      .set({ rank: sql<number>`rank + ${applied}` })
      .where('id', '=', change.userId)
      .execute();
  }
  return applied;
}

/**
 * Undoes the still-active changes of one activity on one object caused by one user (a cancelled vote, an
 * unaccepted answer): marks them cancelled and takes their amounts back.
 */
export async function revokeReputation(
  trx: Db,
  where: { activity: ReputationActivity; objectId: string; triggerUserId: string | null },
): Promise<void> {
  let q = trx
    .updateTable('reputation_log')
    .set({ cancelled: true })
    .where('activity_type', '=', where.activity)
    .where('object_id', '=', where.objectId)
    .where('cancelled', '=', false);
  q = where.triggerUserId === null ? q.where('trigger_user_id', 'is', null) : q.where('trigger_user_id', '=', where.triggerUserId);
  const undone = await q.returning(['user_id', 'amount']).execute();
  for (const row of undone) {
    await trx
      .updateTable('users')
      .set({ rank: sql<number>`greatest(${MIN_REPUTATION}, rank - ${row.amount})` })
      .where('id', '=', row.user_id)
      .execute();
  }
}
