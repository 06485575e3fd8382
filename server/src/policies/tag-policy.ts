// Who may do what with tags (spec section 6). The route groups (requireActivated, requireAdminOrModerator) gate
// the endpoints; these decide the finer points inside them and the actions a viewer is offered.
import { TagStatus } from '@site/shared/contract';
import type { UserRow } from '../repositories/users-repo.js';
import { isActivated, isStaff, isSuspended } from './user-policy.js';

/** Create, delete, recover, synonyms, and the recommend/reserved flags and the slug of an existing tag. */
export const canManageTags = (user: UserRow | null): boolean => user !== null && isStaff(user);

/**
 * Activated members edit a tag's display name and description, and the edit applies at once (the review queue
 * that could hold members' edits comes with the review issue). The slug and the flags stay with staff.
 */
export const canEditTag = (user: UserRow | null): boolean => user !== null && isActivated(user) && !isSuspended(user);

/** Deleted tags are seen by staff only (so they can recover them). */
export const canSeeTag = (user: UserRow | null, tag: { status: number }): boolean =>
  tag.status !== TagStatus.deleted || canManageTags(user);

/** The menu a viewer gets on a tag (Answer's member_actions). */
export function tagMemberActions(user: UserRow | null, tag: { status: number }) {
  const actions: { action: string; name: string; type: string }[] = [];
  if (tag.status === TagStatus.deleted) {
    if (canManageTags(user)) actions.push({ action: 'undelete', name: 'Undelete', type: 'reason' });
    return actions;
  }
  if (canEditTag(user)) actions.push({ action: 'edit', name: 'Edit', type: 'edit' });
  if (canManageTags(user)) actions.push({ action: 'delete', name: 'Delete', type: 'reason' });
  return actions;
}

/** The synonym list's menu: staff may edit it. */
export const tagSynonymActions = (user: UserRow | null) => (canManageTags(user) ? [{ action: 'edit', name: 'Edit', type: 'edit' }] : []);
