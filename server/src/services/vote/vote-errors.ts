import { AppError } from '../../errors/app-error.js';

export const voteErrors = {
  /** Spec: 'You cannot vote for your own posts.' shown as a toast. */
  ownPost: () => new AppError(400, 'error.vote.own_post', { err_type: 'toast' }),
  commentDown: () => new AppError(400, 'error.vote.comment_down', { err_type: 'toast' }),
  objectNotFound: () => new AppError(404, 'error.vote.object_not_found'),
  reactionObjectNotFound: () => new AppError(404, 'error.reaction.object_not_found'),
};
