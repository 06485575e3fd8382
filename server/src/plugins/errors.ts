import { normalizeLanguage, translate, translateWith } from '@site/shared/locales';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isConnectionFailure } from '../db/connection-failure.js';
import { AppError, errors, type FieldProblem } from '../errors/app-error.js';
import { envelope } from '../http/envelope.js';
import { zodToFields } from '../http/validate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The response language (Accept-Language, en_US style; unknown -> en_US). */
    lang: string;
  }
}

// Fastify's own 4xx errors (bad JSON, 413, 415, 429, ...) keep their status; the reason is ours.
const REASON_BY_STATUS: Record<number, string> = {
  401: 'base.unauthorized_error',
  403: 'base.forbidden_error',
  404: 'base.not_found',
  413: 'base.payload_too_large',
  429: 'base.too_many_requests',
};

// A problem on one line of a multi-line field says which line, in the message and as `line`.
function fieldError(f: FieldProblem, lang: string) {
  const message = f.params ? translateWith(f.message, lang, f.params) : translate(f.message, lang);
  if (f.line === undefined) return { error_field: f.field, error_msg: message };
  return { error_field: f.field, error_msg: translateWith('error.admin_users.line', lang, { line: f.line, message }), line: f.line };
}

function send(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  const fields = err.fields?.map((f) => fieldError(f, req.lang));
  const body = envelope(req, err.status, err.reason, fields ?? err.data);
  // With field errors, msg is the first field's message (what a form shows first).
  if (fields?.[0]) body.msg = fields[0].error_msg;
  else if (err.params) body.msg = translateWith(err.reason, req.lang, err.params);
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: every error leaves as the envelope; 5xx never carries internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return normalizeLanguage(this.headers['accept-language']);
    },
  });

  app.setErrorHandler((error: FastifyError | Error, req, reply) => {
    if (error instanceof AppError) return send(req, reply, error);
    if (error instanceof ZodError) return send(req, reply, new AppError(400, 'base.request_format_error', null, zodToFields(error)));
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      req.log.info({ code: (error as FastifyError).code, status }, 'request rejected');
      return send(req, reply, new AppError(status, REASON_BY_STATUS[status] ?? 'base.request_format_error'));
    }
    if (req.server.closing) {
      // The database closed under a request still running after its client left: the shutdown's doing, not a bug.
      req.log.info({ err: error }, 'request interrupted by shutdown');
      return send(req, reply, errors.shuttingDown());
    }
    if (isConnectionFailure(error)) {
      // Not a bug in the request: the database went away under it (restart, fail-over, a terminated session).
      req.log.warn({ reason: error.message }, 'database unavailable; answered 503');
      return send(req, reply, errors.databaseUnavailable());
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(req, reply, new AppError(500, 'base.unknown'));
  });

  app.setNotFoundHandler((req, reply) => send(req, reply, new AppError(404, 'base.not_found')));
});
