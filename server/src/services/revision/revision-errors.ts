// Suggested edits' and rollbacks' coded errors (reason keys in shared/src/locales/posts/timeline.ts).
import { AppError, errors } from '../../errors/app-error.js';

export const revisionErrors = {
  /** Answer's revision.review_underway: one suggestion per object waits at a time. */
  reviewUnderway: () => new AppError(400, 'error.revision.review_underway', { err_type: 'toast' }),
  /** Rolling back is for staff. */
  rollbackForbidden: () => errors.forbidden(undefined, 'error.revision.rollback_forbidden'),
  /** The revision to roll back to is not a shown revision of this object. */
  rollbackInvalid: () => errors.fields([{ field: 'rollback_revision_id', message: 'error.revision.rollback_invalid' }]),
  notFound: () => new AppError(404, 'error.revision.not_found'),
  /** The timeline's object does not exist or the viewer may not see it (the object's own not-found reason). */
  objectNotFound: (reason: string) => new AppError(404, reason),
  /** The suggestion's post, answer or tag was deleted meanwhile: it can only be rejected. */
  objectGone: () => new AppError(400, 'error.revision.object_gone', { err_type: 'toast' }),
  /** The suggestion was approved or rejected meanwhile, or its object is gone. */
  alreadyReviewed: () => new AppError(400, 'error.revision.already_reviewed', { err_type: 'toast' }),
} as const;
