// The gate a PUT question, answer or tag passes before its change lands or waits for review: the decision itself is
// the edit-or-suggest policy's; this reads what it needs in the action's transaction and turns its refusals into the
// edit's errors.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { editOrSuggest, type EditRequest } from '../../policies/edit-or-suggest-policy.js';
import { actorOf } from '../../policies/user-policy.js';
import { hasWaitingRevision } from '../../repositories/revisions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { answerErrors } from '../answer/answer-errors.js';
import { pointsErrors } from '../points/points-errors.js';
import { currentRank, notEnoughRank, privilegeTable, requireLinkPrivilege } from '../privilege/privilege-service.js';
import { revisionErrors } from './revision-errors.js';

export interface EditAttempt extends Pick<EditRequest, 'kind' | 'ownerId' | 'readable' | 'privatePlan'> {
  objectId: string;
  /** The new body's HTML, whose links need their privilege (a tag's edit has none). */
  html?: string;
  rollbackRevisionId?: string;
}

/**
 * 'edit' when the change lands at once, 'suggest' when it is saved for review; otherwise throws (403
 * error.points.locked, the links' field error, 403 error.answer.no_permission for another's private plan, Answer's
 * not-enough-rank 403, a member's rollback, a suggestion already waiting). Decided on the reputation the database holds
 * now, in the action's transaction.
 */
export async function passEditGate(trx: Transaction<Database>, user: UserRow, a: EditAttempt): Promise<'edit' | 'suggest'> {
  const [rank, table] = await Promise.all([currentRank(trx, user.id), privilegeTable(trx)]);
  const decision = editOrSuggest({ kind: a.kind, viewer: actorOf(user), rank, table, ownerId: a.ownerId, readable: a.readable, privatePlan: a.privatePlan });
  // The paywall refuses before the new content is looked at; a body with too many links is reported before the
  // other refusals.
  if (typeof decision === 'object' && decision.refused === 'locked') throw pointsErrors.locked();
  if (a.html !== undefined) await requireLinkPrivilege(trx, user, a.html);
  if (typeof decision === 'object') throw decision.refused === 'private_plan' ? answerErrors.noPermission() : notEnoughRank(decision.rank);
  if (decision === 'suggest') {
    if (a.rollbackRevisionId) throw revisionErrors.rollbackForbidden();
    if (await hasWaitingRevision(trx, a.kind, a.objectId)) throw revisionErrors.reviewUnderway();
  }
  return decision;
}
