import { AppError } from '../../errors/app-error.js';

/** AI replies' refusals before a stream starts (messages: shared/src/locales/ai.ts), and the reasons of error frames. */
export const aiErrors = {
  /** No AI on this site (off, or no complete provider): the buttons do not show, and a call says so. */
  disabled: () => new AppError(400, 'error.ai.disabled', { err_type: 'toast' }),
  memberLimit: () => new AppError(429, 'error.ai.member_limit', { err_type: 'toast' }, null, { 'retry-after': '3600' }),
  siteLimit: () => new AppError(429, 'error.ai.site_limit', { err_type: 'toast' }, null, { 'retry-after': '60' }),
  privatePlan: () => new AppError(400, 'error.ai.private_plan', { err_type: 'toast' }),
  /** AI on, but no image model: members upload their own pictures. */
  picturesDisabled: () => new AppError(400, 'error.ai.pictures_disabled', { err_type: 'toast' }),
  modelsFailed: () => new AppError(400, 'error.ai.models_failed', { err_type: 'toast' }),
} as const;

/** Why a started stream ended without saving: the reason keys of its error frame. */
export const AI_FAILURE = {
  provider: 'error.ai.provider_failed',
  timeout: 'error.ai.timeout',
  empty: 'error.ai.empty_reply',
  picture: 'error.ai.picture_failed',
  notPicture: 'error.ai.picture_unreadable',
} as const;
