// Who may change a comment. Pure rules over plain data, shared by the server and the mock.
import { isStaff, type Actor, type MemberAction } from './actor.js';

/** The commenter and staff (admin, moderator) may edit and delete a comment. */
export function canManageComment(actor: Actor | null, comment: { user_id: string }): boolean {
  return actor !== null && (actor.id === comment.user_id || isStaff(actor));
}

/** The comment's menu for the actor (Answer's member_actions). */
export function commentMemberActions(actor: Actor | null, comment: { user_id: string }): MemberAction[] {
  if (!canManageComment(actor, comment)) return [];
  return [
    { action: 'edit', name: 'Edit', type: 'edit' },
    { action: 'delete', name: 'Delete', type: 'delete' },
  ];
}
