// Voting and reactions (spec section 5): the rules live in @site/shared/policies (the mock server uses the same
// ones) and take plain values, so the server uses them as they are.
export { canReactTo, canVoteDirection, isOwnObject, type VoteDirection } from '@site/shared/policies';
