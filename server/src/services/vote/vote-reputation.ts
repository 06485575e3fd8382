import type { Transaction } from 'kysely';
import type { Database, ObjectType } from '../../db/schema.js';
import type { ReputationActivity } from '../reputation/amounts.js';
import { moveReputation, type ReputationChange, type ReputationUndo } from '../reputation/reputation-service.js';

/** The reputation a vote moves: what the author gets, and what a down-voter pays (Answer's activities). */
export function voteActivities(type: ObjectType, value: number): { author: ReputationActivity | null; voter: ReputationActivity | null } {
  if (type === 'comment') return { author: value === 1 ? 'comment.voted_up' : null, voter: null };
  if (value === 1) return { author: `${type}.voted_up`, voter: null };
  return { author: `${type}.voted_down`, voter: `${type}.vote_down` };
}

/**
 * Moves reputation from one vote value to another (1, -1, 0) inside the vote's transaction: the old vote's changes
 * are undone and the new one's granted in one move, so a switch locks both users once, in order.
 */
export async function moveVoteReputation(
  trx: Transaction<Database>,
  v: { type: ObjectType; objectId: string; authorId: string; voterId: string; from: number; to: number },
): Promise<void> {
  if (v.from === v.to) return;
  const revoke: ReputationUndo[] = [];
  const grant: ReputationChange[] = [];
  if (v.from !== 0) {
    const old = voteActivities(v.type, v.from);
    for (const activity of [old.author, old.voter]) {
      if (activity) revoke.push({ activity, objectId: v.objectId, triggerUserId: v.voterId });
    }
  }
  if (v.to !== 0) {
    const now = voteActivities(v.type, v.to);
    if (now.author) grant.push({ userId: v.authorId, activity: now.author, objectId: v.objectId, triggerUserId: v.voterId });
    if (now.voter) grant.push({ userId: v.voterId, activity: now.voter, objectId: v.objectId, triggerUserId: v.voterId });
  }
  await moveReputation(trx, { revoke, grant });
}
