// Who may see and change posts: the rules live in @site/shared/policies (the mock server uses the same ones);
// this module reads them for the server's user rows. The paywall is the server's alone.
import { PRICED_KINDS, REWARD_KINDS } from '@site/shared/contract';
import * as rules from '@site/shared/policies';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { actorOf, isStaff } from './user-policy.js';

export type { PostAction } from '@site/shared/policies';

/** Deleted posts are gone for everyone here; pending ones are seen by their author and staff only. */
export const canViewPost = (viewer: UserRow | null, post: Pick<PostRow, 'user_id' | 'status'>): boolean => rules.canViewPost(actorOf(viewer), post);

/** Like canViewPost, but a deleted post stays visible to its author and staff (detail page, state actions). */
export const canViewPostDetail = (viewer: UserRow | null, post: PostRow): boolean => rules.canViewPostDetail(actorOf(viewer), post);

const PRICED = new Set<number>(PRICED_KINDS);
const REWARDED = new Set<number>(REWARD_KINDS);

/** The fields the paywall decision needs; list rows and full rows both carry them. */
type PricedPost = Pick<PostRow, 'user_id' | 'content_type' | 'score'>;

/** A paid post: a priced kind with points (spec section 9). */
export const isPriced = (post: Pick<PostRow, 'content_type' | 'score'>): boolean => PRICED.has(post.content_type) && Number(post.score) > 0;

/** A rewarded post: its points wait in escrow for the accepted answer (spec section 9). */
export const isRewarded = (post: Pick<PostRow, 'content_type' | 'score'>): boolean => REWARDED.has(post.content_type) && Number(post.score) > 0;

/** Readers of a paid post who never need to buy it: its author and staff. */
export const readsWithoutBuying = (viewer: UserRow | null, post: Pick<PostRow, 'user_id'>): boolean =>
  viewer !== null && (viewer.id === post.user_id || isStaff(viewer));

/**
 * Paid content is enforced on the server: a priced post's body, excerpt, answers and links reach only its author,
 * staff and its buyers (`bought`: the viewer bought it, looked up by the caller only for priced posts).
 */
export function canReadContent(viewer: UserRow | null, post: PricedPost, bought = false): boolean {
  if (!isPriced(post)) return true;
  return readsWithoutBuying(viewer, post) || (viewer !== null && bought);
}

/** The post fields the state actions read (the table is in @site/shared/policies' post.ts). */
export type StatePost = Pick<PostRow, 'user_id' | 'status' | 'pin' | 'show' | 'answer_count' | 'closed_by' | 'deleted_by'>;

/** May act at all: logged in, activated, not suspended. */
export const isMember = (viewer: UserRow | null): viewer is UserRow => rules.isMember(actorOf(viewer));

/** May the viewer take this action on the post now (its current state included)? */
export const mayAct = (viewer: UserRow | null, post: StatePost, action: rules.PostAction): boolean => rules.mayAct(actorOf(viewer), post, action);

/** Exactly the actions the viewer may take on the post now (the client builds the post's menu from it). */
export const memberActions = (viewer: UserRow | null, post: StatePost) => rules.postMemberActions(actorOf(viewer), post);

/** Bookmarks, follows and invitations: any member who can see the post, on a post that is not deleted. */
export const mayInteract = (viewer: UserRow | null, post: PostRow): viewer is UserRow => rules.mayInteract(actorOf(viewer), post);
