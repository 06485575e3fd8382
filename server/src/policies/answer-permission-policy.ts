// Answer's permission keys (GET permission?action=...) answered from the product's policies. In Answer a key says
// whether the member's reputation allows the action on anyone's content (their own content is always theirs to
// manage); the product has no reputation thresholds, so each key is whether these policies let the member take the
// action on another member's content. What a member may do with one object is that object's member_actions.
import type { UserRow } from '../repositories/users-repo.js';
import { isMember } from './post-policy.js';
import { canManageTags as mayUseReservedTags } from './post-write-policy.js';
import { canEditTag, canManageTags } from './tag-policy.js';
import { isStaff } from './user-policy.js';
import { canVoteDirection } from './vote-policy.js';

type Rule = (user: UserRow) => boolean;

const member: Rule = (u) => isMember(u);
/** Posts, answers and comments of others: staff only (post-policy's table, answer-policy, comment-policy). */
const staff: Rule = (u) => isMember(u) && isStaff(u);
/** Features the product does not have yet (flags, the review queue, voter lists), or no one may (accepting on a
 * question one did not ask). */
const nobody: Rule = () => false;

const RULES = new Map<string, Rule>([
  ['question.add', member],
  ['question.edit', staff],
  ['question.edit_without_review', staff],
  ['question.delete', staff],
  ['question.close', staff],
  ['question.reopen', staff],
  ['question.pin', staff],
  ['question.unpin', staff],
  ['question.hide', staff],
  ['question.show', staff],
  ['question.vote_up', (u) => member(u) && canVoteDirection('question', 'up')],
  ['question.vote_down', (u) => member(u) && canVoteDirection('question', 'down')],
  ['question.audit', nobody],
  ['answer.add', member],
  ['answer.edit', staff],
  ['answer.edit_without_review', staff],
  ['answer.delete', staff],
  // Only the question's author accepts an answer, whoever else asks.
  ['answer.accept', nobody],
  ['answer.vote_up', (u) => member(u) && canVoteDirection('answer', 'up')],
  ['answer.vote_down', (u) => member(u) && canVoteDirection('answer', 'down')],
  ['answer.invite_someone_to_answer', member],
  ['answer.audit', nobody],
  ['comment.add', member],
  ['comment.edit', staff],
  ['comment.delete', staff],
  ['comment.vote_up', (u) => member(u) && canVoteDirection('comment', 'up')],
  ['comment.vote_down', (u) => member(u) && canVoteDirection('comment', 'down')],
  ['report.add', nobody],
  ['tag.add', (u) => isMember(u) && canManageTags(u)],
  ['tag.edit', (u) => canEditTag(u)],
  ['tag.edit_slug_name', (u) => isMember(u) && canManageTags(u)],
  // A member's tag edit applies at once (no review queue yet).
  ['tag.edit_without_review', (u) => canEditTag(u)],
  ['tag.delete', (u) => isMember(u) && canManageTags(u)],
  ['tag.synonym', (u) => isMember(u) && canManageTags(u)],
  ['tag.use_reserved_tag', (u) => isMember(u) && mayUseReservedTags(u)],
  ['tag.audit', nobody],
  // No limit on links in posts.
  ['link.url_limit', member],
  ['vote.detail', nobody],
]);

/** Answer's permission keys this server answers (any other key is answered false). */
export const ANSWER_PERMISSION_KEYS: readonly string[] = [...RULES.keys()];

/** Whether the member holds Answer's permission `action`; false for a key Answer does not define. */
export function hasAnswerPermission(user: UserRow, action: string): boolean {
  return RULES.get(action)?.(user) ?? false;
}
