// The error answers every endpoint may give, as the errors plugin writes them (plugins/errors.ts, errors/app-error.ts,
// api-conventions.md "Envelope"): always the envelope, `code` repeating the HTTP status, `reason` a stable i18n key and
// `msg` that key translated into the request language. Shared by every operation through `#/components/responses`.
import { errTypes, fieldErrorSchema, forbiddenTypes } from '@site/shared/contract';
import { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';

interface ErrorResponse {
  /** Its name under components.responses. */
  name: string;
  description: string;
  data: z.ZodType;
  reasons: string[];
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

const retryAfter = { description: 'Whole seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } };

/** By HTTP status, in the order an operation lists them. */
export const ERROR_RESPONSES: Record<string, ErrorResponse> = {
  '400': {
    name: 'BadRequest',
    description:
      'Invalid input: `data` lists each bad field (`error_field` is the request field\'s JSON name; `msg` repeats the ' +
      'first message). A request the server cannot read (bad JSON) has `data: null`; a refused action has ' +
      '`data: { err_type }`, telling the client how to show `msg`.',
    data: z.union([z.array(fieldErrorSchema).min(1), z.object({ err_type: z.enum(errTypes) }), z.null()]),
    reasons: ['base.request_format_error', 'error.answer.already_answered'],
  },
  '401': {
    name: 'Unauthorized',
    description: 'Not logged in (no token, or an unknown or expired one) where the access group needs a login, or an anonymous content call on a private site.',
    data: z.null(),
    reasons: ['base.unauthorized_error'],
  },
  '403': {
    name: 'Forbidden',
    description:
      'Logged in but not allowed: below the access group, or not allowed to act on this object. `data.type` says ' +
      'why when the client should redirect (an inactive account, an expired link, a suspended account).',
    data: z.object({ type: z.enum(forbiddenTypes) }).nullable(),
    reasons: ['base.forbidden_error', 'error.user.inactive', 'error.user.suspended', 'error.link.expired'],
  },
  '404': { name: 'NotFound', description: 'No such object, or a page past the last.', data: z.null(), reasons: ['base.not_found', 'error.question.not_found'] },
  '429': {
    name: 'TooManyRequests',
    description: 'Over a rate limit.',
    data: z.null(),
    reasons: ['base.too_many_requests'],
    headers: { 'Retry-After': retryAfter },
  },
  '500': { name: 'ServerError', description: 'An unexpected failure; `msg` never carries internals.', data: z.null(), reasons: ['base.unknown'] },
  '503': {
    name: 'Unavailable',
    description: 'The site is not installed yet, or the server is stopping (then with `Retry-After`).',
    data: z.null(),
    reasons: ['error.install.not_installed', 'base.service_unavailable'],
    headers: { 'Retry-After': retryAfter },
  },
};

/** The envelope a response carries, `data` being the given schema. */
export const envelopeOf = (code: number, reason: z.ZodType, data: z.ZodType) =>
  z.object({ code: z.literal(code), reason, msg: z.string().describe('`reason` translated into the request language (Accept-Language)'), data });

/** `components.responses` of the document: one entry per error status. */
export function errorResponseComponents(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, r]) => {
      const reason = z.string().meta({ examples: r.reasons });
      const schema = jsonSchemaOf(envelopeOf(Number(status), reason, r.data), 'input', `${status} error`);
      return [r.name, { description: r.description, ...(r.headers ? { headers: r.headers } : {}), content: { 'application/json': { schema } } }];
    }),
  );
}

/** An operation's error answers: references to the shared components. */
export const errorResponseRefs = (): Record<string, { $ref: string }> =>
  Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, r]) => [status, { $ref: `#/components/responses/${r.name}` }]));
