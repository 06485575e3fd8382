// Which posts the lists, the search and the tag counts show: a rule over the post's state alone (who is looking
// changes it only on profile pages). Its SQL twins are built from the same constants in
// repositories/post-rules-sql.ts and tested against these functions on every state.
import { PostShow, PostStatus } from '@site/shared/contract';

/** Statuses a list shows (normal, closed); deleted and pending posts never appear in lists. */
export const LISTED_STATUSES: readonly number[] = [PostStatus.normal, PostStatus.closed];

/** Whether a post in this status is listed (unless staff unlisted it) and counts in its tags' question_count. */
export const isListedStatus = (status: number): boolean => LISTED_STATUSES.includes(status);

/** Listed: in a listed status and not unlisted. The lists, related posts and search show exactly these. */
export const isListed = (post: { status: number; show: number }): boolean => isListedStatus(post.status) && post.show === PostShow.listed;

/**
 * Whether a post in this status counts in its tags' question_count: the posts a reader finds under the tag. One held
 * for review does not (until approved), nor a deleted one; an unlisted one still does.
 */
export const countsInTags = (status: number): boolean => isListedStatus(status);
