import { AppError } from '../../errors/app-error.js';

/** The points economy's refusals (messages: shared/src/locales/points.ts). */
export const pointsErrors = {
  /** Not enough points: the client takes the member to the recharge page (spec section 4, "Unlocking"). */
  insufficient: () => new AppError(400, 'error.points.insufficient', { err_type: 'toast' }),
  /** A post's author no longer holds the reward its recovery would put back in escrow. */
  authorInsufficient: () => new AppError(400, 'error.points.author_insufficient', { err_type: 'toast' }),
  /** A paid post's discussion is for those who may read it: unlock it first. */
  locked: () => new AppError(403, 'error.points.locked', { err_type: 'toast' }),
  /** The editable check's refusal of a paid post the member may not read: 400 with the reason, as its other refusals. */
  lockedEdit: () => new AppError(400, 'error.points.locked'),
  notForSale: () => new AppError(400, 'error.points.not_for_sale', { err_type: 'toast' }),
  alreadyReadable: () => new AppError(400, 'error.points.already_readable', { err_type: 'toast' }),
  ownReward: () => new AppError(400, 'error.points.own_reward', { err_type: 'toast' }),
  scoreOutOfRange: () => new AppError(400, 'base.request_format_error', null, [{ field: 'score', message: 'error.question.score_out_of_range' }]),
  scoreNotForKind: () => new AppError(400, 'base.request_format_error', null, [{ field: 'score', message: 'error.question.score_not_for_kind' }]),
  scoreAuthorOnly: () => new AppError(400, 'base.request_format_error', null, [{ field: 'score', message: 'error.question.score_author_only' }]),
  scoreLocked: () => new AppError(400, 'base.request_format_error', null, [{ field: 'score', message: 'error.question.score_locked' }]),
} as const;
