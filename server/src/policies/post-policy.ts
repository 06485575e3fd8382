import { ContentType, PostStatus } from '@site/shared/contract';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { isStaff } from './user-policy.js';

const isAuthor = (viewer: UserRow | null, post: PostRow) => viewer !== null && viewer.id === post.user_id;

/** Deleted posts are gone for everyone here; pending ones are seen by their author and staff only. */
export function canViewPost(viewer: UserRow | null, post: PostRow): boolean {
  if (post.status === PostStatus.deleted) return false;
  if (post.status === PostStatus.pending) return isAuthor(viewer, post) || (viewer !== null && isStaff(viewer));
  return true;
}

// Kinds whose score is a price readers pay to unlock (spec section 9; points-economy.md "Paid posts").
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

/** The actions the viewer may take on the post (shown as the post's menu). */
export function memberActions(viewer: UserRow | null, post: PostRow) {
  if (!viewer) return [];
  const actions: { action: string; name: string; type: string }[] = [];
  const staff = isStaff(viewer);
  if (isAuthor(viewer, post) || staff) {
    actions.push({ action: 'edit', name: 'Edit', type: 'edit' });
    actions.push({ action: 'delete', name: 'Delete', type: 'delete' });
  }
  if (staff) {
    actions.push(post.status === PostStatus.closed ? { action: 'reopen', name: 'Reopen', type: 'reopen' } : { action: 'close', name: 'Close', type: 'close' });
    actions.push(post.pin === 2 ? { action: 'unpin', name: 'Unpin', type: 'unpin' } : { action: 'pin', name: 'Pin', type: 'pin' });
    actions.push(post.show === 1 ? { action: 'hide', name: 'Unlist', type: 'hide' } : { action: 'show', name: 'List', type: 'show' });
  }
  return actions;
}
