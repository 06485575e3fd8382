import type { Envelope } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { FastifyRequest } from 'fastify';

/** Builds `{ code, reason, msg, data }` with msg in the request's language. */
export function envelope<T>(req: FastifyRequest, code: number, reason: string, data: T): Envelope<T> {
  return { code, reason, msg: translate(reason, req.lang), data };
}

/** A 200 success envelope. */
export const ok = <T>(req: FastifyRequest, data: T): Envelope<T> => envelope(req, 200, 'base.success', data);
