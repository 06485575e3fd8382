// A post's points through its life: set when asking (a rewarded kind's reward goes into the post's escrow), changed
// by an edit until someone has paid, paid to the accepted answer, refunded when the post is deleted before an
// acceptance and taken again when it is recovered. Each runs inside the caller's transaction, with the post row
// locked by the caller, so references numbered by `entryCount` are taken one at a time.
import { isPricedKind } from '@site/shared/policies';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isRewarded } from '../../policies/post-policy.js';
import { countBuyers, systemAccountBalance } from '../../repositories/ledger-repo.js';
import type { PostRow } from '../../repositories/questions-repo.js';
import { entryCount, postEntry } from './ledger-service.js';
import { pointsErrors } from './points-errors.js';
import type { PointsSettings } from './points-settings.js';

type Trx = Transaction<Database>;
type PointsPost = Pick<PostRow, 'id' | 'user_id' | 'content_type' | 'score'>;

/** Refuses points a post cannot carry: a kind without prices, or outside the admin's bounds (0 is always free). */
export function checkScore(contentType: number, score: number, settings: PointsSettings): void {
  if (score === 0) return;
  if (!isPricedKind(contentType)) throw pointsErrors.scoreNotForKind();
  if (score < settings.scoreMin || score > settings.scoreMax) throw pointsErrors.scoreOutOfRange();
}

/** Moves `amount` points between the author and the post's escrow (positive: into escrow). */
async function moveEscrow(trx: Trx, post: PointsPost, actorUserId: string, amount: number): Promise<void> {
  if (amount === 0) return;
  const kind = amount > 0 ? 'reward_escrow' : 'reward_refund';
  await postEntry(trx, {
    kind,
    ref: `${kind}:${post.id}:${await entryCount(trx, kind, post.id)}`,
    actorUserId,
    objectId: post.id,
    legs: [
      { userId: post.user_id, amount: -amount },
      { account: 'escrow', objectId: post.id, amount },
    ],
  });
}

/** A new post's points: a rewarded kind's reward leaves the author's points for the post's escrow. */
export async function escrowNewPost(trx: Trx, post: PointsPost): Promise<void> {
  if (isRewarded(post)) await moveEscrow(trx, post, post.user_id, Number(post.score));
}

/**
 * An edit changing a post's points: refused once someone bought it or an answer was accepted; a rewarded post's
 * escrow follows the new amount (the author pays the difference or gets it back).
 */
export async function changePostPoints(
  trx: Trx,
  post: PointsPost & Pick<PostRow, 'accepted_answer_id'>,
  editorId: string,
  next: number,
  settings: PointsSettings,
): Promise<void> {
  const current = Number(post.score);
  if (next === current) return;
  // The author's own points pay for a reward: nobody else may change them.
  if (editorId !== post.user_id) throw pointsErrors.scoreAuthorOnly();
  checkScore(post.content_type, next, settings);
  if (post.accepted_answer_id || (await countBuyers(trx, post.id)) > 0) throw pointsErrors.scoreLocked();
  const held = isRewarded(post) ? await systemAccountBalance(trx, 'escrow', post.id) : 0;
  const wanted = isRewarded({ ...post, score: String(next) }) ? next : 0;
  await moveEscrow(trx, post, editorId, wanted - held);
}

/** An accepted answer on a rewarded post gets what its escrow holds; the author cannot pay themselves. */
export async function payReward(trx: Trx, post: PointsPost, answer: { id: string; user_id: string }, accepterId: string): Promise<void> {
  if (!isRewarded(post)) return;
  if (answer.user_id === post.user_id) throw pointsErrors.ownReward();
  const held = await systemAccountBalance(trx, 'escrow', post.id);
  if (held === 0) return;
  await postEntry(trx, {
    kind: 'reward_paid',
    ref: `reward_paid:${post.id}`,
    actorUserId: accepterId,
    objectId: answer.id,
    legs: [
      { account: 'escrow', objectId: post.id, amount: -held },
      { userId: answer.user_id, amount: held },
    ],
  });
}

/** Deleting a rewarded post before an acceptance gives its author the escrow back. */
export async function refundReward(trx: Trx, post: PointsPost, actorUserId: string): Promise<void> {
  if (!isRewarded(post)) return;
  const held = await systemAccountBalance(trx, 'escrow', post.id);
  await moveEscrow(trx, post, actorUserId, -held);
}

/**
 * Recovering a refunded rewarded post takes its reward from the author again; when they no longer hold it, the
 * post stays deleted (a recovered post offering a reward nobody holds would promise what cannot be paid).
 */
export async function restoreReward(trx: Trx, post: PointsPost & Pick<PostRow, 'accepted_answer_id'>, actorUserId: string): Promise<void> {
  if (!isRewarded(post) || post.accepted_answer_id) return;
  const held = await systemAccountBalance(trx, 'escrow', post.id);
  try {
    await moveEscrow(trx, post, actorUserId, Number(post.score) - held);
  } catch (err) {
    if (err instanceof Error && 'reason' in err && err.reason === 'error.points.insufficient') throw pointsErrors.authorInsufficient();
    throw err;
  }
}
