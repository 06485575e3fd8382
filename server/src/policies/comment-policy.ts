import type { UserRow } from '../repositories/users-repo.js';
import { isStaff } from './user-policy.js';

/** The commenter and staff (admin, moderator) may edit and delete a comment. */
export function canManageComment(viewer: UserRow | null, comment: { user_id: string }): boolean {
  return viewer !== null && (viewer.id === comment.user_id || isStaff(viewer));
}

/** The comment's menu for the viewer (Answer's member_actions). */
export function commentMemberActions(viewer: UserRow | null, comment: { user_id: string }) {
  if (!canManageComment(viewer, comment)) return [];
  return [
    { action: 'edit', name: 'Edit', type: 'edit' },
    { action: 'delete', name: 'Delete', type: 'delete' },
  ];
}
