import type { BodyOf, endpoints, PrivilegeKey, VoteResp } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canVoteDirection, isOwnObject, type VoteDirection } from '../../policies/vote-policy.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { addToVoteCount, countVotes, findVoteValue, lockVotedObject, setVote } from '../../repositories/votes-repo.js';
import { canInteractWith, resolveObject } from '../comment/resolve-object.js';
import { requirePrivilege } from '../privilege/privilege-service.js';
import { voteErrors } from './vote-errors.js';
import { moveVoteReputation } from './vote-reputation.js';
import { recordNotificationEvents, removeNotificationEvents } from '../../repositories/notification-events-repo.js';
import { queuePostChanged } from '../member-events/post-events.js';
import { cancelActivity, recordActivity } from '../../repositories/activities-repo.js';

const statusOf = (value: number): VoteResp['vote_status'] => (value === 1 ? 'vote_up' : value === -1 ? 'vote_down' : '');

/**
 * POST vote/up, vote/down: sets, switches or (is_cancel) withdraws the voter's vote. The votes row, the object's
 * vote_count and the reputation change in one transaction that first locks the object's row, so parallel votes on
 * one object (by many users, or the same user repeating) apply one after the other and never double count.
 */
export async function vote(
  db: Kysely<Database>,
  voter: UserRow,
  direction: VoteDirection,
  input: BodyOf<typeof endpoints.voteUp | typeof endpoints.voteDown>,
): Promise<VoteResp> {
  const wanted = direction === 'up' ? 1 : -1;
  return db.transaction().execute(async (trx) => {
    const target = await resolveObject(trx, input.object_id);
    if (!target || !canInteractWith(voter, target)) throw voteErrors.objectNotFound();
    if (isOwnObject(voter, target)) throw voteErrors.ownPost();
    if (!canVoteDirection(target.type, direction)) throw voteErrors.commentDown();
    await requirePrivilege(trx, voter, `rank.${target.type}.vote_${direction}` as PrivilegeKey);
    if (!(await lockVotedObject(trx, target.type, target.id))) throw voteErrors.objectNotFound();
    const from = await findVoteValue(trx, voter.id, target.id);
    // Cancelling withdraws only a vote of this direction; voting again in the same direction changes nothing.
    const to = input.is_cancel ? (from === wanted ? 0 : from) : wanted;
    if (to !== from) {
      await setVote(trx, { userId: voter.id, objectId: target.id, objectType: target.type, objectUserId: target.userId, value: to });
      await moveVoteReputation(trx, { type: target.type, objectId: target.id, authorId: target.userId, voterId: voter.id, from, to });
      // Posts' and answers' timelines list votes (to staff); a withdrawn or switched vote stays there, cancelled.
      if (target.type !== 'comment') {
        if (from !== 0) await cancelActivity(trx, { objectId: target.id, userId: voter.id, types: ['upvote', 'downvote'] });
        if (to !== 0) await recordActivity(trx, { objectType: target.type, objectId: target.id, userId: voter.id, type: to === 1 ? 'upvote' : 'downvote' });
      }
      // The author's inbox holds one item per voter and object: the vote as it stands now (none once withdrawn).
      if (from !== 0) await removeNotificationEvents(trx, { kind: 'vote', objectId: target.id, triggerUserId: voter.id });
      if (to !== 0) {
        await recordNotificationEvents(trx, [
          {
            userId: target.userId,
            triggerUserId: voter.id,
            kind: 'vote',
            objectType: target.type,
            objectId: target.id,
            questionId: target.questionId,
            action: `${to === 1 ? 'up' : 'down'}_voted_${target.type}`,
          },
        ]);
      }
    }
    const votes = await addToVoteCount(trx, target.type, target.id, to - from);
    if (to !== from) queuePostChanged(target.questionId);
    const { up, down } = await countVotes(trx, target.id);
    return { votes, up_votes: up, down_votes: down, vote_status: statusOf(to) };
  });
}
