// Who may do what with tags (spec section 6). The access groups gate the endpoints; these decide the finer points
// inside them and the actions a viewer is offered. Pure rules, shared by the server and the mock.
import { TagStatus } from '../contract/index.js';
import { isMember, isStaff, type Actor, type MemberAction } from './actor.js';

/** Create, delete, recover, synonyms, the recommend/reserved flags and the slug of an existing tag; and, when
 * writing a post, adding reserved tags and creating missing ones on the fly. */
export const canManageTags = (actor: Actor | null): boolean => isStaff(actor);

/**
 * Activated members edit a tag's display name and description, and the edit applies at once (the review queue
 * that could hold members' edits comes with the review issue). The slug and the flags stay with staff.
 */
export const canEditTag = (actor: Actor | null): boolean => isMember(actor);

/** Deleted tags are seen by staff only (so they can recover them). */
export const canSeeTag = (actor: Actor | null, tag: { status: number }): boolean => tag.status !== TagStatus.deleted || canManageTags(actor);

/** The menu a viewer gets on a tag (Answer's member_actions). */
export function tagMemberActions(actor: Actor | null, tag: { status: number }): MemberAction[] {
  const actions: MemberAction[] = [];
  if (tag.status === TagStatus.deleted) {
    if (canManageTags(actor)) actions.push({ action: 'undelete', name: 'Undelete', type: 'reason' });
    return actions;
  }
  if (canEditTag(actor)) actions.push({ action: 'edit', name: 'Edit', type: 'edit' });
  if (canManageTags(actor)) actions.push({ action: 'delete', name: 'Delete', type: 'reason' });
  return actions;
}

/** The synonym list's menu: Edit for whoever holds the synonym privilege (the server decides it from the privilege table). */
export const tagSynonymActions = (mayEdit: boolean): MemberAction[] => (mayEdit ? [{ action: 'edit', name: 'Edit', type: 'edit' }] : []);
