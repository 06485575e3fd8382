// The tag domain's coded errors (reason keys live in shared/src/locales/posts/tag.ts).
import { AppError, errors } from '../../errors/app-error.js';

export const tagErrors = {
  notFound: () => new AppError(404, 'error.tag.not_found'),
  /** A rule about the whole request, shown as a toast (the page also shows it where the action was). */
  rule: (reason: string) => new AppError(400, reason, { err_type: 'toast' }),
  field: (field: string, message: string) => errors.fields([{ field, message }]),
  staffOnly: () => errors.forbidden(undefined, 'error.tag.flags_staff_only'),
} as const;
