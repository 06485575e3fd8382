import { HttpResponse } from 'msw';
import type { FieldError, ForbiddenType, ErrType } from '@site/shared/contract';
import type { AccessRefusal } from '@site/shared/policies';
import { translate } from '@site/shared/locales';

/** A success envelope `{ code: 200, reason: 'base.success', msg, data }`. */
export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ code: 200, reason: 'base.success', msg: translate('base.success'), data }, init);
}

/** Any envelope error: `reason` is the i18n key, `msg` its English text unless given. */
export function envelopeError(status: number, reason: string, data: unknown = null, msg = translate(reason)) {
  return HttpResponse.json({ code: status, reason, msg, data }, { status });
}

/** Crafts the error envelopes of api-conventions.md / spec section 8 for handler overrides in tests. */
export const errorResponses = {
  /** 400 validation errors; `msg` is the first field's message. */
  fieldErrors: (list: FieldError[]) =>
    envelopeError(400, 'base.request_format_error', list, list[0]?.error_msg ?? translate('base.request_format_error')),
  /** 400 from a contract schema's issues: each field with its translated message, as the server answers. */
  invalid: (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
    errorResponses.fieldErrors(issues.map((i) => ({ error_field: String(i.path[0] ?? ''), error_msg: translate(i.message) }))),
  /** 400 with `data.err_type` telling the client how to show `msg`. */
  errType: (errType: ErrType, msg: string, reason = 'base.request_format_error', extra: object = {}) =>
    envelopeError(400, reason, { err_type: errType, ...extra }, msg),
  /** 400 with `err_type: toast` and the reason's English text: a refusal the client shows as a toast. */
  toast: (reason: string) => envelopeError(400, reason, { err_type: 'toast' }),
  /** 400 with empty data (a closable dialog). */
  badRequest: (msg = translate('base.request_format_error'), reason = 'base.request_format_error') =>
    envelopeError(400, reason, null, msg),
  /** 401. */
  unauthorized: () => envelopeError(401, 'base.unauthorized_error'),
  /** 403, optionally typed (inactive, url_expired, suspended). */
  forbidden: (type?: ForbiddenType, msg = translate('base.forbidden_error')) =>
    envelopeError(403, 'base.forbidden_error', type ? { type } : null, msg),
  /** 403 suspended, as the server answers a suspended member's token (the client shows the suspended page). */
  suspended: () => envelopeError(403, 'error.user.suspended', { type: 'suspended' }),
  /** 403 inactive: the account's e-mail is not activated yet. */
  inactive: () => envelopeError(403, 'error.user.inactive', { type: 'inactive' }),
  /** The server's answer to a caller outside an endpoint's access group (`accessRefusal`). */
  refused: (refusal: AccessRefusal) =>
    refusal === 'unauthorized'
      ? errorResponses.unauthorized()
      : refusal === 'suspended'
        ? errorResponses.suspended()
        : refusal === 'inactive'
          ? errorResponses.inactive()
          : errorResponses.forbidden(),
  /** 404. */
  notFound: (reason = 'base.not_found') => envelopeError(404, reason),
  /** 5xx (500 by default), never with internals in msg. */
  serverError: (status = 500) => envelopeError(status, 'base.unknown'),
  /** 503 answered by every API call before installation. */
  notInstalled: () => envelopeError(503, 'error.install.not_installed'),
  /** 503 a member's or visitor's call meets while the site is under maintenance. */
  maintenance: () => envelopeError(503, 'error.site.maintenance'),
  /** 400 the installation endpoints answer once installed. */
  alreadyInstalled: () => envelopeError(400, 'error.install.already_installed', { err_type: 'alert' }),
};

/** A request's JSON body; an unparseable one reads as `{}` (the schema then names the missing fields). */
export const readJson = async (request: Request): Promise<unknown> => request.json().catch(() => ({}));
