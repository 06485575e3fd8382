// Answer's permission keys (GET permission?action=...). Keys with a row in the privilege table (`rank.<key>`) are
// decided by it: staff always, members by reputation. The rest follow the product's role rules: what only staff
// may do on others' content (the review page is staff's, spec section 2), and features the product does not have
// (voter lists).
import { PRIVILEGE_KEYS, type PrivilegeKey } from '@site/shared/contract';
import type { UserRow } from '../repositories/users-repo.js';
import { meetsPrivilege } from './privilege-policy.js';
import type { PrivilegeTable } from './privilege-table.js';
import { isMember } from './post-policy.js';
import { canManageTags as mayUseReservedTags } from './post-write-policy.js';
import { canManageTags } from './tag-policy.js';
import { isStaff } from './user-policy.js';
import { canVoteDirection } from './vote-policy.js';

type Rule = (user: UserRow) => boolean;

const member: Rule = (u) => isMember(u);
/** Others' comments, deleting, closing, pinning, listing: staff only (post-policy's table, comment-policy). */
const staff: Rule = (u) => isMember(u) && isStaff(u);
/** Features the product does not have (voter lists), or no one may (accepting on a question one did not ask). */
const nobody: Rule = () => false;

/**
 * Keys the role rules decide even though the table has a row: reviewing suggested edits happens on the review page,
 * which the spec keeps for moderators and admins, so the audit rows do not open it to members.
 */
const ROLE_RULES = new Map<string, Rule>([
  ['question.delete', staff],
  ['question.close', staff],
  ['question.reopen', staff],
  ['question.pin', staff],
  ['question.unpin', staff],
  ['question.hide', staff],
  ['question.show', staff],
  ['question.audit', staff],
  ['answer.delete', staff],
  // Only the question's author accepts an answer, whoever else asks.
  ['answer.accept', nobody],
  ['answer.audit', staff],
  ['comment.edit', staff],
  ['comment.delete', staff],
  ['comment.vote_down', (u) => member(u) && canVoteDirection('comment', 'down')],
  ['tag.edit_slug_name', (u) => isMember(u) && canManageTags(u)],
  ['tag.delete', (u) => isMember(u) && canManageTags(u)],
  ['tag.use_reserved_tag', (u) => isMember(u) && mayUseReservedTags(u)],
  ['tag.audit', staff],
  ['vote.detail', nobody],
]);

const TABLE_KEYS = new Set<string>(PRIVILEGE_KEYS);
const rankKeyOf = (action: string): PrivilegeKey | null => {
  const key = `rank.${action}`;
  return !ROLE_RULES.has(action) && TABLE_KEYS.has(key) ? (key as PrivilegeKey) : null;
};

/** Answer's permission keys this server answers (any other key is answered false). */
export const ANSWER_PERMISSION_KEYS: readonly string[] = [
  ...new Set([...ROLE_RULES.keys(), ...PRIVILEGE_KEYS.map((k) => k.slice('rank.'.length))]),
];

/** One action's answer: whether the member holds it, and the reputation it needs when that is why not (0 otherwise). */
export interface PermissionVerdict {
  has: boolean;
  needRank: number;
}

/** Whether the member (with this reputation, under this table) holds Answer's permission `action`. */
export function answerPermission(user: UserRow, rank: number, table: PrivilegeTable, action: string): PermissionVerdict {
  const key = rankKeyOf(action);
  if (!key) return { has: ROLE_RULES.get(action)?.(user) ?? false, needRank: 0 };
  if (!isMember(user)) return { has: false, needRank: 0 };
  return meetsPrivilege(user, rank, table, key) ? { has: true, needRank: 0 } : { has: false, needRank: table[key] };
}
