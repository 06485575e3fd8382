import { queueMemberEvent } from './pending-member-events.js';

/**
 * Topics of the member-events bus that are about content rather than one member: the pages open on a post, and the
 * pages showing a list. The bus keys listeners by a string; members use their id, topics these prefixed names
 * (ids are digits, so the two never meet).
 */
export const postTopic = (questionId: string) => `post:${questionId}`;
export const LISTS_TOPIC = 'lists';

/** A post, one of its answers or comments, or a vote or acceptance on them changed: its open pages look again. */
export const POST_CHANGED = { kind: 'post' } as const;
/** A post became listed (published or approved): list pages count the new posts again. */
export const NEW_LISTED_POST = { kind: 'new-post' } as const;

/** Tells the pages open on this post, once the request's writes committed. */
export function queuePostChanged(questionId: string): void {
  queueMemberEvent(postTopic(questionId), POST_CHANGED);
}

/** Tells the open list pages that a post joined the lists, once the request's writes committed. */
export function queueNewListedPost(): void {
  queueMemberEvent(LISTS_TOPIC, NEW_LISTED_POST);
}
