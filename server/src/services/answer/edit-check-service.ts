import { AnswerStatus, PostStatus, type endpoints, type QueryOf } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewAnswer } from '../../policies/answer-policy.js';
import { editOrSuggest, type EditRequest } from '../../policies/edit-or-suggest-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import { actorOf, isStaff } from '../../policies/user-policy.js';
import { findAnswerById } from '../../repositories/answers-repo.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { privilegeTable } from '../privilege/privilege-service.js';
import { answerErrors } from './answer-errors.js';
import { readsAnswer } from './answer-read-service.js';
import { mayReadContent } from '../points/paid-access.js';
import { pointsErrors } from '../points/points-errors.js';
import { hasWaitingRevision } from '../../repositories/revisions-repo.js';
import { revisionErrors } from '../revision/revision-errors.js';

/**
 * GET revisions/edit/check {id}: true when the user may edit that post or answer now: directly (author, staff, the
 * direct-edit reputation) or as a suggestion for review, unless a suggestion of it waits already (Answer's
 * revision.review_underway, a toast), or it is another member's private plan. Like Answer, a refusal is a
 * 400 carrying the reason (its client, and ours, shows it as a 403 page with the server's message, spec section 4
 * "Guards"); an id that names nothing the user can see is a 404, and so is an answer of a paid post they may not
 * read. A paid post itself they may not read is refused with the paywall's reason (error.points.locked).
 */
export async function checkEditable(db: Kysely<Database>, user: UserRow, { id }: QueryOf<typeof endpoints.checkEditable>): Promise<boolean> {
  const answer = await findAnswerById(db, id);
  if (answer) {
    const post = await findPostById(db, answer.question_id);
    if (!post || !canViewPost(user, post) || !canViewAnswer(user, answer, post)) throw answerErrors.notFound();
    if (!(await readsAnswer(db, user, answer, post))) throw answerErrors.notFound();
    if (answer.status !== AnswerStatus.normal) throw answerErrors.editDeleted();
    // An answer the member may not read was not found above.
    return editableNow(db, user, { kind: 'answer', objectId: answer.id, ownerId: answer.user_id, readable: true, privatePlan: answer.is_private });
  }
  const post = await findPostById(db, id);
  if (!post) throw errors.notFound('error.object.not_found');
  if (post.status === PostStatus.deleted) {
    if (isStaff(user) || post.user_id === user.id) throw answerErrors.editDeleted();
    throw errors.notFound('error.object.not_found');
  }
  if (!canViewPost(user, post)) throw errors.notFound('error.object.not_found');
  const readable = await mayReadContent(db, user, post);
  return editableNow(db, user, { kind: 'question', objectId: post.id, ownerId: post.user_id, readable, privatePlan: false });
}

/**
 * The edit-or-suggest policy on the session's reputation (what the edit page is told before the member writes): true
 * for an edit or a suggestion, else the check's refusal.
 */
async function editableNow(
  db: Kysely<Database>,
  user: UserRow,
  r: Pick<EditRequest, 'kind' | 'ownerId' | 'readable' | 'privatePlan'> & { objectId: string },
): Promise<true> {
  const decision = editOrSuggest({ ...r, viewer: actorOf(user), rank: Number(user.rank), table: await privilegeTable(db) });
  // Editing a paid post, at once or as a suggestion, takes reading it (the detail page's rule).
  if (typeof decision === 'object') throw decision.refused === 'locked' ? pointsErrors.lockedEdit() : answerErrors.editNotAllowed();
  if (decision === 'suggest' && (await hasWaitingRevision(db, r.kind, r.objectId))) throw revisionErrors.reviewUnderway();
  return true;
}
