import { ContentType, PostStatus } from '@site/shared/contract';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { isActivated, isStaff, isSuspended } from './user-policy.js';

const isAuthor = (viewer: UserRow | null, post: Pick<PostRow, 'user_id'>) => viewer !== null && viewer.id === post.user_id;

/** Deleted posts are gone for everyone here; pending ones are seen by their author and staff only. */
export function canViewPost(viewer: UserRow | null, post: PostRow): boolean {
  if (post.status === PostStatus.deleted) return false;
  if (post.status === PostStatus.pending) return isAuthor(viewer, post) || (viewer !== null && isStaff(viewer));
  return true;
}

/**
 * The detail page (question/info) and the state actions: like canViewPost, but a deleted post stays visible to
 * its author and staff, so they can see what happened and recover it. Everyone else gets a 404.
 */
export function canViewPostDetail(viewer: UserRow | null, post: PostRow): boolean {
  if (post.status === PostStatus.deleted) return isAuthor(viewer, post) || (viewer !== null && isStaff(viewer));
  return canViewPost(viewer, post);
}

// Kinds whose score is a price (spec section 9; points-economy.md "Paid posts").
const PRICED = new Set<number>([ContentType.question, ContentType.resource, ContentType.bounty]);

/** The fields the paywall decision needs; list rows and full rows both carry them. */
type PricedPost = Pick<PostRow, 'user_id' | 'content_type' | 'score'>;

/**
 * Paid content is enforced on the server: a priced post's body, excerpt and links reach only its author and staff.
 * Buyers join them with the points issue.
 */
export function canReadContent(viewer: UserRow | null, post: PricedPost): boolean {
  if (!PRICED.has(post.content_type) || Number(post.score) <= 0) return true;
  return (viewer !== null && viewer.id === post.user_id) || (viewer !== null && isStaff(viewer));
}

/**
 * Who may change a post's state (spec section 6: "The author, role 2 or role 3 may manage a post"), for every
 * post kind. Every action needs an activated, not suspended account ("member" below); staff = admin or moderator.
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

/** The post fields the decision reads. */
export type StatePost = Pick<PostRow, 'user_id' | 'status' | 'pin' | 'show' | 'answer_count' | 'closed_by' | 'deleted_by'>;

/** May act at all: logged in, activated, not suspended. */
export const isMember = (viewer: UserRow | null): viewer is UserRow => viewer !== null && isActivated(viewer) && !isSuspended(viewer);

/** May the viewer take this action on the post now (its current state included)? */
export function mayAct(viewer: UserRow | null, post: StatePost, action: PostAction): boolean {
  if (!isMember(viewer)) return false;
  const staff = isStaff(viewer);
  const author = isAuthor(viewer, post);
  const deleted = post.status === PostStatus.deleted;
  switch (action) {
    case 'edit':
      return !deleted && (author || staff);
    case 'delete':
      return !deleted && (staff || (author && post.answer_count === 0));
    case 'undelete':
      return deleted && (staff || (author && post.deleted_by === viewer.id));
    case 'close':
      return post.status === PostStatus.normal && (author || staff);
    case 'reopen':
      return post.status === PostStatus.closed && (staff || (author && post.closed_by === viewer.id));
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

// Answer's member_actions: `type` tells the client how to ask (edit: a link; reason: the close modal; confirm: a dialog).
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

/** Exactly the actions the viewer may take on the post now (the client builds the post's menu from it). */
export function memberActions(viewer: UserRow | null, post: StatePost) {
  return ORDER.filter((a) => mayAct(viewer, post, a)).map((action) => ({ action, ...ACTION_INFO[action] }));
}

/** Bookmarks, follows and invitations: any member who can see the post, on a post that is not deleted. */
export function mayInteract(viewer: UserRow | null, post: PostRow): viewer is UserRow {
  return isMember(viewer) && canViewPost(viewer, post);
}
