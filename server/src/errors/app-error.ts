import { MAINTENANCE_REASON, type ErrType, type ForbiddenType } from '@site/shared/contract';

/** A field-level problem: `message` is an i18n key, translated when the response is written. */
export interface FieldProblem {
  field: string;
  message: string;
  /** Values for the message's `{{name}}` placeholders (the reputation a rule needs). */
  params?: Record<string, string | number>;
  /** The line of a multi-line field the problem is on (bulk add users), 1-based. */
  line?: number;
}

/**
 * A coded error: HTTP status, a reason key (also the i18n key of `msg`) and the envelope's `data`.
 * The error handler turns it into `{ code, reason, msg, data }`; it never carries internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly data: unknown = null,
    readonly fields: FieldProblem[] | null = null,
    /** Response headers the error carries (Retry-After on a 429). */
    readonly headers: Record<string, string> | null = null,
  ) {
    super(reason);
    this.name = 'AppError';
  }

  /** Values for the `{{name}}` placeholders of `msg` (the reputation an action needs). */
  params: Record<string, string | number> | null = null;

  /** Sets the message's placeholder values. */
  with(params: Record<string, string | number>): this {
    this.params = params;
    return this;
  }
}

/** The catalogue: every error the server raises on purpose. */
export const errors = {
  badRequest: (reason = 'base.request_format_error', errType?: ErrType) =>
    new AppError(400, reason, errType ? { err_type: errType } : null),
  fields: (fields: FieldProblem[]) => new AppError(400, 'base.request_format_error', null, fields),
  unauthorized: () => new AppError(401, 'base.unauthorized_error'),
  forbidden: (type?: ForbiddenType, reason = 'base.forbidden_error') =>
    new AppError(403, reason, type ? { type } : null),
  notFound: (reason = 'base.not_found') => new AppError(404, reason),
  questionNotFound: () => new AppError(404, 'error.question.not_found'),
  notInstalled: () => new AppError(503, 'error.install.not_installed'),
  alreadyInstalled: () => new AppError(400, 'error.install.already_installed', { err_type: 'alert' }),
  dbConnectionFailed: () => new AppError(400, 'error.install.db_connection_failed', { err_type: 'alert' }),
  configFileFailed: () => new AppError(400, 'error.install.config_file_failed', { err_type: 'alert' }),
  /** Over a rate limit; Retry-After in whole seconds (at least 1). */
  tooManyRequests: (retryAfterMs = 1000) =>
    new AppError(429, 'base.too_many_requests', null, null, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) }),
  /** An emailed link that is unknown, used or expired: the client shows the activation-failed page. */
  linkExpired: () => new AppError(403, 'error.link.expired', { type: 'url_expired' }),
  registrationClosed: () => new AppError(400, 'error.user.registration_closed', { err_type: 'toast' }),
  emailRegistrationClosed: () => new AppError(400, 'error.user.email_registration_closed', { err_type: 'toast' }),
  passwordLoginDisabled: () => new AppError(400, 'error.user.password_login_disabled', { err_type: 'toast' }),
  alreadyActivated: () => new AppError(400, 'error.user.already_activated', { err_type: 'toast' }),
  suspended: () => new AppError(403, 'error.user.suspended', { type: 'suspended' }),
  mailSendFailed: () => new AppError(400, 'error.mail.send_failed', { err_type: 'toast' }),
  userNotFound: () => new AppError(404, 'error.user.not_found'),
  /** An admin action aimed at the admin's own account (spec: 'Forbidden to perform operations on oneself.'). */
  cannotActOnSelf: () => new AppError(400, 'error.user.cannot_act_on_self', { err_type: 'toast' }),
  /** A deleted account cannot be changed any more. */
  userDeleted: () => new AppError(400, 'error.user.deleted', { err_type: 'toast' }),
  payloadTooLarge: () => new AppError(413, 'base.payload_too_large'),
  unknown: () => new AppError(500, 'base.unknown'),
  /** The server is stopping (a restart or a deploy): try again in a moment, here or on another instance. */
  /** Maintenance mode: a member's or visitor's call while the site is closed (see plugins/maintenance.ts). */
  maintenance: () => new AppError(503, MAINTENANCE_REASON),
  shuttingDown: () => new AppError(503, 'base.service_unavailable', null, null, { 'retry-after': '5' }),
  /** The database could not be reached (a restart, a fail-over, a terminated session): worth trying again shortly. */
  databaseUnavailable: () => new AppError(503, 'base.database_unavailable', null, null, { 'retry-after': '5' }),
} as const;
