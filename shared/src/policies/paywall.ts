// The paywall (spec section 9): which posts are paid, and who reads a paid post's body without buying it. The server
// enforces it (its SQL twins are built from the same constants and tested against these functions); the client
// reads it to show a post's price.
import { PRICED_KINDS, REWARD_KINDS } from '../contract/index.js';
import { isStaff, type Actor } from './actor.js';

/** The post fields the price reads; a database row carries the score as bigint text, the client as a number. */
export interface PointsPost {
  content_type: number;
  score: number | string;
}

/** Whether a post of this kind can carry a price (its score is what readers pay to unlock it). */
export const isPricedKind = (contentType: number): boolean => PRICED_KINDS.includes(contentType);

/** Whether a post of this kind also rewards its accepted answer with its points (held in escrow until then). */
export const isRewardKind = (contentType: number): boolean => REWARD_KINDS.includes(contentType);

/** A paid post: a priced kind with points. */
export const isPriced = (post: PointsPost): boolean => isPricedKind(post.content_type) && Number(post.score) > 0;

/** A rewarded post: its points wait in escrow for the accepted answer. */
export const isRewarded = (post: PointsPost): boolean => isRewardKind(post.content_type) && Number(post.score) > 0;

/**
 * Who is reading, as the paywall sees them: search filters carry this form, and `readerOf` makes it from an actor.
 * `id` null is an anonymous visitor.
 */
export interface Reader {
  id: string | null;
  staff: boolean;
}

export const readerOf = (actor: Actor | null): Reader => ({ id: actor?.id ?? null, staff: isStaff(actor) });

/** Readers of a paid post who never need to buy it: its author and staff. */
export const readsWithoutBuying = (reader: Reader, post: { user_id: string }): boolean =>
  reader.staff || (reader.id !== null && reader.id === post.user_id);

/**
 * Whether the reader reads the post's body (excerpt, answers, links): always for a free post; for a paid one its
 * author, staff, and a logged-in reader who bought it (`bought`, looked up by the caller).
 */
export const readsBody = (reader: Reader, post: PointsPost & { user_id: string }, bought = false): boolean =>
  !isPriced(post) || readsWithoutBuying(reader, post) || (reader.id !== null && bought);
