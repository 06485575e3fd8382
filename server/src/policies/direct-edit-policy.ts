// A post's or answer's menu (member_actions) comes from the role rules in @site/shared/policies, which know nothing
// of reputation: a member who holds the privilege to edit others' posts directly gets Edit added here.
import { AnswerStatus, PostStatus } from '@site/shared/contract';
import type { MemberAction } from '@site/shared/policies';
import type { UserRow } from '../repositories/users-repo.js';
import { isMember } from './post-policy.js';

const EDIT: MemberAction = { action: 'edit', name: 'Edit', type: 'edit' };
/** Deleted posts and answers are edited by nobody. */
const isDeleted = (status: number) => status === PostStatus.deleted || status === AnswerStatus.deleted;

/** The menu with Edit first when the viewer's privilege allows editing this object (and the rules did not already). */
export function withDirectEdit(actions: MemberAction[], viewer: UserRow | null, object: { status: number }, editsOthers: boolean): MemberAction[] {
  if (!editsOthers || !isMember(viewer) || isDeleted(object.status) || actions.some((a) => a.action === 'edit')) return actions;
  return [EDIT, ...actions];
}
