// Who may see a post and change its state (spec section 6: "The author, role 2 or role 3 may manage a post"). Pure
// rules over plain data: the server decides with them and the mock server lists the same member_actions.
import { PostStatus } from '../contract/index.js';
import { isMember, isStaff, type Actor, type MemberAction } from './actor.js';

/** The post fields visibility reads. */
export interface OwnedPost {
  user_id: string;
  status: number;
}

/** The post fields the state actions read (a database row and a mock fixture both carry them). */
export interface StatePost extends OwnedPost {
  pin: number;
  show: number;
  answer_count: number;
  closed_by: string | null;
  deleted_by: string | null;
}

const isAuthor = (actor: Actor | null, post: OwnedPost) => actor !== null && actor.id === post.user_id;

/** Deleted posts are gone for everyone here; pending ones are seen by their author and staff only. */
export function canViewPost(actor: Actor | null, post: OwnedPost): boolean {
  if (post.status === PostStatus.deleted) return false;
  if (post.status === PostStatus.pending) return isAuthor(actor, post) || isStaff(actor);
  return true;
}

/**
 * The detail page (question/info) and the state actions: like canViewPost, but a deleted post stays visible to
 * its author and staff, so they can see what happened and recover it. Everyone else gets a 404.
 */
export function canViewPostDetail(actor: Actor | null, post: OwnedPost): boolean {
  if (post.status === PostStatus.deleted) return isAuthor(actor, post) || isStaff(actor);
  return canViewPost(actor, post);
}

/**
 * Every post kind. Every action needs an activated, not suspended account ("member" below); staff = admin or
 * moderator.
 *
 * | action            | author (member)                                  | staff | state needed            |
 * |-------------------|--------------------------------------------------|-------|-------------------------|
 * | edit              | yes                                              | yes   | not deleted             |
 * | delete            | yes, while the post has no answers               | yes   | not deleted             |
 * | undelete (recover)| only when the author deleted it                  | yes   | deleted                 |
 * | close             | yes                                              | yes   | normal (not closed)     |
 * | reopen            | only when the author closed it                   | yes   | closed                  |
 * | pin / unpin       | no                                               | yes   | not deleted             |
 * | hide / show       | no (hide = unlist, show = list again)            | yes   | not deleted             |
 * | bookmark, follow  | any member who can see the post                  | yes   | not deleted             |
 * | invite to answer  | any member who can see the post                  | yes   | normal (not closed)     |
 *
 * Others (anonymous, not activated, suspended, other members) may do none of these; a post they cannot see at
 * all (deleted, or someone else's pending post) answers 404 rather than 403.
 */
export type PostAction = 'edit' | 'delete' | 'undelete' | 'close' | 'reopen' | 'pin' | 'unpin' | 'hide' | 'show';

/** May the actor take this action on the post now (its current state included)? */
export function mayAct(actor: Actor | null, post: StatePost, action: PostAction): boolean {
  if (!isMember(actor)) return false;
  const staff = isStaff(actor);
  const author = isAuthor(actor, post);
  const deleted = post.status === PostStatus.deleted;
  switch (action) {
    case 'edit':
      return !deleted && (author || staff);
    case 'delete':
      return !deleted && (staff || (author && post.answer_count === 0));
    case 'undelete':
      return deleted && (staff || (author && post.deleted_by === actor.id));
    case 'close':
      return post.status === PostStatus.normal && (author || staff);
    case 'reopen':
      return post.status === PostStatus.closed && (staff || (author && post.closed_by === actor.id));
    case 'pin':
      return !deleted && staff && post.pin !== 2;
    case 'unpin':
      return !deleted && staff && post.pin === 2;
    case 'hide':
      return !deleted && staff && post.show === 1;
    case 'show':
      return !deleted && staff && post.show !== 1;
  }
}

// `type` tells the client how to ask (edit: a link; reason: the close modal; confirm: a dialog).
const ACTION_INFO: Record<PostAction, { name: string; type: 'edit' | 'reason' | 'confirm' }> = {
  edit: { name: 'Edit', type: 'edit' },
  delete: { name: 'Delete', type: 'confirm' },
  undelete: { name: 'Undelete', type: 'confirm' },
  close: { name: 'Close', type: 'reason' },
  reopen: { name: 'Reopen', type: 'confirm' },
  pin: { name: 'Pin', type: 'confirm' },
  unpin: { name: 'Unpin', type: 'confirm' },
  hide: { name: 'Unlist', type: 'confirm' },
  show: { name: 'List', type: 'confirm' },
};
const ORDER: PostAction[] = ['edit', 'delete', 'undelete', 'close', 'reopen', 'pin', 'unpin', 'hide', 'show'];

/** Exactly the actions the actor may take on the post now (the client builds the post's menu from it). */
export function postMemberActions(actor: Actor | null, post: StatePost): MemberAction[] {
  return ORDER.filter((a) => mayAct(actor, post, a)).map((action) => ({ action, ...ACTION_INFO[action] }));
}

/** Bookmarks, follows and invitations: any member who can see the post, on a post that is not deleted. */
export const mayInteract = (actor: Actor | null, post: OwnedPost): actor is Actor => isMember(actor) && canViewPost(actor, post);

/** Spec section 6: the author, a moderator or an admin may edit a post (the route already requires activation). */
export const canEditPost = (actor: Actor, post: Pick<OwnedPost, 'user_id'>): boolean => actor.id === post.user_id || isStaff(actor);

/** A deleted post cannot be edited by anyone: it reads as not found until it is recovered. */
export const isEditable = (post: Pick<OwnedPost, 'status'>): boolean => post.status !== PostStatus.deleted;
