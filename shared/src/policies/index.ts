/**
 * The business rules that are pure functions of plain data (who may see or change a post, an answer, a comment, a
 * tag; voting). The server decides with them and the mock server uses the same ones, so component tests never
 * test a copy. Rules that need the database (is a tag in use?) stay on the server.
 */
export { isMember, isStaff, isStaffRole, type Actor, type MemberAction } from './actor.js';
export { accessRefusal, type AccessRefusal } from './access.js';
export {
  canEditPost,
  canViewPost,
  canViewPostDetail,
  isEditable,
  mayAct,
  mayInteract,
  postMemberActions,
  type OwnedPost,
  type PostAction,
  type StatePost,
} from './post.js';
export { answerDeleteRefusal, answerMemberActions, canEditAnswer, canRecoverAnswer, canViewAnswer, type AnswerFacts } from './answer.js';
export {
  isPriced,
  isPricedKind,
  isRewarded,
  isRewardKind,
  readerOf,
  readsBody,
  readsWithoutBuying,
  type PointsPost,
  type Reader,
} from './paywall.js';
export { canManageComment, commentMemberActions } from './comment.js';
export { canEditTag, canManageTags, canSeeTag, tagMemberActions, tagSynonymActions } from './tag.js';
export { canReactTo, canVoteDirection, isOwnObject, type VoteDirection, type VotedObjectType } from './vote.js';
