// Who sees an answer and what they may do with it. Pure rules over plain data, shared by the server and the mock.
import { AnswerAccepted, AnswerStatus } from '../contract/index.js';
import { isStaff, type Actor, type MemberAction } from './actor.js';

/** The answer fields the rules read. */
export interface AnswerFacts {
  user_id: string;
  status: number;
  accepted: number;
  is_private: boolean;
}

const isAnswerer = (actor: Actor | null, a: Pick<AnswerFacts, 'user_id'>) => actor !== null && actor.id === a.user_id;

/**
 * Who sees an answer: a live public one everyone; a private plan only the question's author, the answerer and
 * staff; a deleted one only staff and the answerer (who may undelete it). The server's list SQL must agree.
 */
export function canViewAnswer(actor: Actor | null, a: AnswerFacts, question: { user_id: string }): boolean {
  if (isStaff(actor) || isAnswerer(actor, a)) return true;
  if (a.status !== AnswerStatus.normal) return false;
  return !a.is_private || (actor !== null && actor.id === question.user_id);
}

/** Edit: the answerer or staff, while the answer is live. */
export const canEditAnswer = (actor: Actor | null, a: AnswerFacts): boolean =>
  a.status === AnswerStatus.normal && (isAnswerer(actor, a) || isStaff(actor));

/** Why the actor may not delete (null: allowed). The author cannot delete their accepted answer; staff can. */
export function answerDeleteRefusal(actor: Actor | null, a: AnswerFacts): 'no_permission' | 'accepted' | null {
  if (isStaff(actor)) return null;
  if (!isAnswerer(actor, a)) return 'no_permission';
  return a.accepted === AnswerAccepted.yes ? 'accepted' : null;
}

/** Undelete: staff, and the answerer for their own. */
export const canRecoverAnswer = (actor: Actor | null, a: AnswerFacts): boolean => isStaff(actor) || isAnswerer(actor, a);

/** The answer's menu for the actor. */
export function answerMemberActions(actor: Actor | null, a: AnswerFacts): MemberAction[] {
  const actions: MemberAction[] = [];
  if (!actor) return actions;
  if (a.status === AnswerStatus.deleted) {
    if (canRecoverAnswer(actor, a)) actions.push({ action: 'undelete', name: 'Undelete', type: 'undelete' });
    return actions;
  }
  if (canEditAnswer(actor, a)) actions.push({ action: 'edit', name: 'Edit', type: 'edit' });
  if (answerDeleteRefusal(actor, a) === null) actions.push({ action: 'delete', name: 'Delete', type: 'delete' });
  return actions;
}
