import { AppError } from '../../errors/app-error.js';

/** Errors of the post states: a toast on the client (the action did not apply). */
const toast = (reason: string) => new AppError(400, reason, { err_type: 'toast' });

export const postStateErrors = {
  alreadyClosed: () => toast('error.question.already_closed'),
  notClosed: () => toast('error.question.not_closed'),
  alreadyDeleted: () => toast('error.question.already_deleted'),
  notDeleted: () => toast('error.question.not_deleted'),
  isDeleted: () => toast('error.question.is_deleted'),
  cannotDeleteAnswered: () => toast('error.question.cannot_delete_answered'),
  inviteClosed: () => toast('error.question.invite_closed'),
} as const;
