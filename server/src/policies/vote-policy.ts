import type { ObjectType } from '../db/schema.js';
import type { UserRow } from '../repositories/users-repo.js';

export type VoteDirection = 'up' | 'down';

/** Spec section 5: nobody votes on their own posts, answers or comments. */
export const isOwnObject = (voter: UserRow, object: { userId: string }) => voter.id === object.userId;

/** Questions and answers take both directions; comments only up (as Answer). */
export const canVoteDirection = (type: ObjectType, direction: VoteDirection) => direction === 'up' || type !== 'comment';

/** Reactions are on posts and answers. */
export const canReactTo = (type: ObjectType) => type === 'question' || type === 'answer';
