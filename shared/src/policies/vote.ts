// Voting and reactions (spec section 5). Pure rules, shared by the server and the mock.

export type VoteDirection = 'up' | 'down';
/** What a vote or a reaction points at (ids are one space across posts, answers and comments). */
export type VotedObjectType = 'question' | 'answer' | 'comment';

/** Nobody votes on their own posts, answers or comments. */
export const isOwnObject = (voter: { id: string }, object: { userId: string }): boolean => voter.id === object.userId;

/** Questions and answers take both directions; comments only up (as Answer). */
export const canVoteDirection = (type: VotedObjectType, direction: VoteDirection): boolean => direction === 'up' || type !== 'comment';

/** Reactions are on posts and answers. */
export const canReactTo = (type: VotedObjectType): boolean => type === 'question' || type === 'answer';
