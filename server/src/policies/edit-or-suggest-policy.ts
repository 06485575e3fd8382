// Who changes a question, an answer or a tag at once, who may only suggest the change for review, and who may do
// neither. Pure: PUT question, PUT answer, PUT tag and GET revisions/edit/check all decide here, each turning a
// refusal into its own error.
import { isMember, isStaff, type Actor } from '@site/shared/policies';
import type { PrivilegeTable } from './privilege-table.js';
import { meetsPrivilege } from './privilege-policy.js';

export type EditedKind = 'question' | 'answer' | 'tag';

export interface EditRequest {
  kind: EditedKind;
  viewer: Actor;
  /** The viewer's reputation (an action reads it fresh from the database, a check from the session's row). */
  rank: number;
  table: PrivilegeTable;
  /** Who owns the post, answer or tag (a tag created by the system has nobody). */
  ownerId: string | null;
  /** A paid post's content the viewer may read: editing it, at once or as a suggestion, takes reading it. */
  readable: boolean;
  /** An answer that is a private plan: between its author and the asker, nobody else suggests changes to it. */
  privatePlan: boolean;
}

/** Why the viewer may neither edit nor suggest: the paywall, a private plan, or a reputation below `rank`. */
export type EditRefusal = { refused: 'locked' } | { refused: 'private_plan' } | { refused: 'rank'; rank: number };

export type EditDecision = 'edit' | 'suggest' | EditRefusal;

/**
 * The owner and staff edit at once, and so do members holding the kind's "edit without review" privilege; members
 * holding its edit privilege suggest; below it, no edit at all. Only active members hold privileges.
 */
export function editOrSuggest(r: EditRequest): EditDecision {
  if (!r.readable) return { refused: 'locked' };
  if (!isMember(r.viewer)) return { refused: 'rank', rank: r.table[`rank.${r.kind}.edit`] };
  const holds = (key: 'edit' | 'edit_without_review') => meetsPrivilege(r.viewer, r.rank, r.table, `rank.${r.kind}.${key}`);
  if (r.viewer.id === r.ownerId || isStaff(r.viewer) || holds('edit_without_review')) return 'edit';
  if (r.privatePlan) return { refused: 'private_plan' };
  if (!holds('edit')) return { refused: 'rank', rank: r.table[`rank.${r.kind}.edit`] };
  return 'suggest';
}
