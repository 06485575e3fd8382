import { AnswerStatus, PostStatus, type endpoints, type QueryOf } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canEditAnswer, canViewAnswer } from '../../policies/answer-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import { findAnswerById } from '../../repositories/answers-repo.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { canEditDirectly, hasPrivilege } from '../privilege/privilege-service.js';
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
    if (await canEditDirectly(db, user, answer.user_id, 'answer')) return true;
    if (answer.is_private && !canEditAnswer(user, answer)) throw answerErrors.editNotAllowed();
    if (!(await hasPrivilege(db, user, 'rank.answer.edit'))) throw answerErrors.editNotAllowed();
    if (await hasWaitingRevision(db, 'answer', answer.id)) throw revisionErrors.reviewUnderway();
    return true;
  }
  const post = await findPostById(db, id);
  if (!post) throw errors.notFound('error.object.not_found');
  if (post.status === PostStatus.deleted) {
    if (isStaff(user) || post.user_id === user.id) throw answerErrors.editDeleted();
    throw errors.notFound('error.object.not_found');
  }
  if (!canViewPost(user, post)) throw errors.notFound('error.object.not_found');
  // Editing a paid post, at once or as a suggestion, takes reading it (the detail page's rule).
  if (!(await mayReadContent(db, user, post))) throw pointsErrors.lockedEdit();
  if (await canEditDirectly(db, user, post.user_id)) return true;
  if (!(await hasPrivilege(db, user, 'rank.question.edit'))) throw answerErrors.editNotAllowed();
  if (await hasWaitingRevision(db, 'question', post.id)) throw revisionErrors.reviewUnderway();
  return true;
}
