// Writing posts: the rules live in @site/shared/policies; this module reads them for the server's user rows.
import * as rules from '@site/shared/policies';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { actorOf } from './user-policy.js';

type EditablePost = Pick<PostRow, 'user_id' | 'status'>;

/** Spec section 6: the author, a moderator or an admin may edit a post (the route already requires activation). */
export const canEditPost = (user: UserRow, post: EditablePost): boolean => rules.canEditPost(actorOf(user), post);

/** A deleted post cannot be edited by anyone: it reads as not found until it is recovered. */
export const isEditable = (post: EditablePost) => rules.isEditable(post);

/** Staff may add reserved tags and create missing tags on the fly; members may not. */
export const canManageTags = (user: UserRow) => rules.canManageTags(actorOf(user));
