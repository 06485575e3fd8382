import { AppError } from '../../errors/app-error.js';

/** The answer domain's errors (reason keys in shared/src/locales/posts/answer.ts). */
export const answerErrors = {
  notFound: () => new AppError(404, 'error.answer.not_found'),
  alreadyAnswered: () => new AppError(400, 'error.answer.already_answered', { err_type: 'toast' }),
  questionClosed: () => new AppError(400, 'error.answer.question_closed', { err_type: 'toast' }),
  questionPending: () => new AppError(400, 'error.answer.question_pending', { err_type: 'toast' }),
  noPermission: () => new AppError(403, 'error.answer.no_permission'),
  deleted: () => new AppError(400, 'error.answer.deleted', { err_type: 'toast' }),
  notDeleted: () => new AppError(400, 'error.answer.not_deleted', { err_type: 'toast' }),
  acceptedCannotDelete: () => new AppError(400, 'error.answer.accepted_cannot_delete', { err_type: 'toast' }),
  recoverConflict: () => new AppError(400, 'error.answer.recover_conflict', { err_type: 'toast' }),
  acceptNotAuthor: () => new AppError(403, 'error.answer.accept_not_author'),
  acceptLocked: () => new AppError(400, 'error.answer.accept_locked', { err_type: 'toast' }),
  /** The editable check's refusals: 400 with no data (the edit page turns them into a 403 page with msg). */
  editNotAllowed: () => new AppError(400, 'error.answer.edit_not_allowed'),
  editDeleted: () => new AppError(400, 'error.answer.edit_deleted'),
};
