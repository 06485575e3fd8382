// Who may see and change posts: the rules live in @site/shared/policies (the mock server uses the same ones);
// this module reads them for the server's user rows. The server enforces the paywall; the client only shows prices.
import * as rules from '@site/shared/policies';
import type { PostRow } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { actorOf } from './user-policy.js';

export type { PostAction } from '@site/shared/policies';

/** Deleted posts are gone for everyone here; pending ones are seen by their author and staff only. */
export const canViewPost = (viewer: UserRow | null, post: Pick<PostRow, 'user_id' | 'status'>): boolean => rules.canViewPost(actorOf(viewer), post);

/** Like canViewPost, but a deleted post stays visible to its author and staff (detail page, state actions). */
export const canViewPostDetail = (viewer: UserRow | null, post: PostRow): boolean => rules.canViewPostDetail(actorOf(viewer), post);

/** A paid post: a priced kind with points (spec section 9; the rule is @site/shared/policies'). */
export const isPriced = (post: Pick<PostRow, 'content_type' | 'score'>): boolean => rules.isPriced(post);

/** A rewarded post: its points wait in escrow for the accepted answer (spec section 9). */
export const isRewarded = (post: Pick<PostRow, 'content_type' | 'score'>): boolean => rules.isRewarded(post);

/** The viewer as the paywall reads them (author or staff; the SQL twins take the same form). */
export const readerOfUser = (viewer: UserRow | null): rules.Reader => rules.readerOf(actorOf(viewer));

/** Readers of a paid post who never need to buy it: its author and staff. */
export const readsWithoutBuying = (viewer: UserRow | null, post: Pick<PostRow, 'user_id'>): boolean =>
  rules.readsWithoutBuying(readerOfUser(viewer), post);

/**
 * Paid content is enforced on the server: a priced post's body, excerpt, answers and links reach only its author,
 * staff and its buyers (`bought`: the viewer bought it, looked up by the caller only for priced posts).
 */
export const canReadContent = (viewer: UserRow | null, post: Pick<PostRow, 'user_id' | 'content_type' | 'score'>, bought = false): boolean =>
  rules.readsBody(readerOfUser(viewer), post, bought);

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
