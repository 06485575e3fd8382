// Who sees and changes answers: the rules live in @site/shared/policies (the mock server uses the same ones); this
// module reads them for the server's rows.
import * as rules from '@site/shared/policies';
import type { AnswerRow } from '../repositories/answers-repo.js';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { actorOf } from './user-policy.js';

type Viewer = UserRow | null;
type QuestionOwner = Pick<PostRow, 'user_id'>;

/**
 * Who sees an answer: a live public one everyone; a private plan only the question's author, the answerer and
 * staff; a deleted one only staff and the answerer (who may undelete it). Keep in step with answers-repo's list SQL.
 */
export const canViewAnswer = (viewer: Viewer, a: AnswerRow, q: QuestionOwner): boolean => rules.canViewAnswer(actorOf(viewer), a, q);

/** Edit: the answerer or staff, while the answer is live. */
export const canEditAnswer = (viewer: Viewer, a: AnswerRow) => rules.canEditAnswer(actorOf(viewer), a);

/** Why the viewer may not delete (null: allowed). The author cannot delete their accepted answer; staff can. */
export const deleteRefusal = (viewer: Viewer, a: AnswerRow) => rules.answerDeleteRefusal(actorOf(viewer), a);

/** Undelete: staff, and the answerer for their own. */
export const canRecoverAnswer = (viewer: Viewer, a: AnswerRow) => rules.canRecoverAnswer(actorOf(viewer), a);

/** The answer's menu for the viewer. */
export const answerMemberActions = (viewer: Viewer, a: AnswerRow) => rules.answerMemberActions(actorOf(viewer), a);
