import { PostStatus } from '@site/shared/contract';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { isStaff } from './user-policy.js';

type EditablePost = Pick<PostRow, 'user_id' | 'status'>;

/** Spec section 6: the author, a moderator or an admin may edit a post (the route already requires activation). */
export function canEditPost(user: UserRow, post: EditablePost): boolean {
  return user.id === post.user_id || isStaff(user);
}

/** A deleted post cannot be edited by anyone: it reads as not found until it is recovered. */
export const isEditable = (post: EditablePost) => post.status !== PostStatus.deleted;

/** Staff may add reserved tags and create missing tags on the fly; members may not. */
export const canManageTags = (user: UserRow) => isStaff(user);
