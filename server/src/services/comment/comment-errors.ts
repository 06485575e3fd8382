import { AppError } from '../../errors/app-error.js';

export const commentErrors = {
  notFound: () => new AppError(404, 'error.comment.not_found'),
  objectNotFound: () => new AppError(404, 'error.comment.object_not_found'),
  /** The replied-to comment is gone or on another object: a field error on reply_comment_id. */
  replyNotFound: () => new AppError(400, 'base.request_format_error', null, [{ field: 'reply_comment_id', message: 'error.comment.reply_not_found' }]),
};
