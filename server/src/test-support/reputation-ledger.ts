import type { Kysely } from 'kysely';
import type { Database, ObjectType } from '../db/schema.js';
import { MIN_REPUTATION, REPUTATION_AMOUNTS, type ReputationActivity } from '../services/reputation/amounts.js';
import { voteActivities } from '../services/vote/vote-reputation.js';

const keyOf = (userId: string, activity: string, objectId: string, triggerUserId: string | null) =>
  `user ${userId} ${activity} on ${objectId} by ${triggerUserId ?? '-'}`;

/** The live records the site's current state calls for: one per non-zero activity of each vote and acceptance. */
async function expectedRecords(db: Kysely<Database>): Promise<string[]> {
  const keys: string[] = [];
  const add = (userId: string, activity: ReputationActivity | null, objectId: string, triggerUserId: string) => {
    if (activity && REPUTATION_AMOUNTS[activity] !== 0) keys.push(keyOf(userId, activity, objectId, triggerUserId));
  };
  const votes = await db.selectFrom('votes').select(['user_id', 'object_id', 'object_type', 'object_user_id', 'value']).execute();
  for (const v of votes) {
    const { author, voter } = voteActivities(v.object_type as ObjectType, v.value);
    add(v.object_user_id, author, v.object_id, v.user_id);
    add(v.user_id, voter, v.object_id, v.user_id);
  }
  const accepted = await db
    .selectFrom('posts as p')
    .innerJoin('answers as a', 'a.id', 'p.accepted_answer_id')
    .select(['a.id as answer_id', 'a.user_id as answerer', 'p.user_id as asker'])
    .whereRef('a.user_id', '!=', 'p.user_id')
    .execute();
  for (const r of accepted) {
    add(r.answerer, 'answer.accepted', r.answer_id, r.asker);
    add(r.asker, 'answer.accept', r.answer_id, r.asker);
  }
  return keys.sort();
}

/**
 * What is wrong with the reputation ledger, as readable lines (empty: all is well). Every user's reputation must
 * equal the floor plus the applied amounts of their live records, each applied amount must lie between 0 and its
 * activity's table amount, and the live records must be exactly those the current votes and acceptances call for
 * (a withdrawn vote or acceptance leaves none behind). Storm tests call it after their last operation.
 */
export async function reputationLedgerProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const users = await db.selectFrom('users').select(['id', 'username', 'rank']).execute();
  const live = await db.selectFrom('reputation_log').selectAll().where('cancelled', '=', false).execute();
  const sums = new Map<string, number>();
  for (const r of live) {
    sums.set(r.user_id, (sums.get(r.user_id) ?? 0) + r.amount);
    const nominal = REPUTATION_AMOUNTS[r.activity_type as ReputationActivity];
    if (nominal === undefined || r.amount * Math.sign(nominal) < 0 || Math.abs(r.amount) > Math.abs(nominal)) {
      problems.push(`record ${r.id} (${r.activity_type}) applied ${r.amount}, outside 0..${nominal}`);
    }
  }
  for (const u of users) {
    const expected = MIN_REPUTATION + (sums.get(u.id) ?? 0);
    if (u.rank !== expected) problems.push(`${u.username} has reputation ${u.rank}, but floor + live records = ${expected}`);
  }
  const actual = live.map((r) => keyOf(r.user_id, r.activity_type, r.object_id, r.trigger_user_id)).sort();
  const wanted = await expectedRecords(db);
  const missing = [...wanted];
  const extra: string[] = [];
  for (const k of actual) {
    const i = missing.indexOf(k);
    if (i >= 0) missing.splice(i, 1);
    else extra.push(k);
  }
  problems.push(...missing.map((k) => `no live record for ${k}`), ...extra.map((k) => `live record left behind: ${k}`));
  return problems;
}
