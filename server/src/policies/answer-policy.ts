import type { AnswerRow } from '../repositories/answers-repo.js';
import { ACCEPTED_YES, ANSWER_DELETED, ANSWER_NORMAL } from '../repositories/answers-repo.js';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { isStaff } from './user-policy.js';

type Viewer = UserRow | null;
type QuestionOwner = Pick<PostRow, 'user_id'>;

const isAnswerer = (viewer: Viewer, a: AnswerRow) => viewer !== null && viewer.id === a.user_id;
const staff = (viewer: Viewer) => viewer !== null && isStaff(viewer);

/**
 * Who sees an answer: a live public one everyone; a private plan only the question's author, the answerer and
 * staff; a deleted one only staff and the answerer (who may undelete it). Keep in step with answers-repo's list SQL.
 */
export function canViewAnswer(viewer: Viewer, a: AnswerRow, q: QuestionOwner): boolean {
  if (staff(viewer) || isAnswerer(viewer, a)) return true;
  if (a.status !== ANSWER_NORMAL) return false;
  return !a.is_private || (viewer !== null && viewer.id === q.user_id);
}

/** Edit: the answerer or staff, while the answer is live. */
export const canEditAnswer = (viewer: Viewer, a: AnswerRow) => a.status === ANSWER_NORMAL && (isAnswerer(viewer, a) || staff(viewer));

/** Why the viewer may not delete (null: allowed). The author cannot delete their accepted answer; staff can. */
export function deleteRefusal(viewer: Viewer, a: AnswerRow): 'no_permission' | 'accepted' | null {
  if (staff(viewer)) return null;
  if (!isAnswerer(viewer, a)) return 'no_permission';
  return a.accepted === ACCEPTED_YES ? 'accepted' : null;
}

/** Undelete: staff, and the answerer for their own. */
export const canRecoverAnswer = (viewer: Viewer, a: AnswerRow) => staff(viewer) || isAnswerer(viewer, a);

/** The answer's menu for the viewer. */
export function answerMemberActions(viewer: Viewer, a: AnswerRow) {
  const actions: { action: string; name: string; type: string }[] = [];
  if (!viewer) return actions;
  if (a.status === ANSWER_DELETED) {
    if (canRecoverAnswer(viewer, a)) actions.push({ action: 'undelete', name: 'Undelete', type: 'undelete' });
    return actions;
  }
  if (canEditAnswer(viewer, a)) actions.push({ action: 'edit', name: 'Edit', type: 'edit' });
  if (deleteRefusal(viewer, a) === null) actions.push({ action: 'delete', name: 'Delete', type: 'delete' });
  return actions;
}
