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

// Kinds whose score is a price (a bounty's score is a reward, its question is public).
const PRICED = new Set<number>([ContentType.article, ContentType.resource, ContentType.aipic]);

/**
 * Paid content is enforced on the server. Purchases arrive with the points issue; until then only the author and
 * staff read a priced body.
 */
export function canReadContent(viewer: UserRow | null, post: PostRow): boolean {
  if (!PRICED.has(post.content_type) || Number(post.score) <= 0) return true;
  return isAuthor(viewer, post) || (viewer !== null && isStaff(viewer));
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
