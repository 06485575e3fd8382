import { z } from 'zod';

/** How the client should show a 400 error that carries no field list (api-conventions: err_type). */
export const errTypes = ['toast', 'alert', 'modal'] as const;
export type ErrType = (typeof errTypes)[number];

/** 403 sub-types that redirect the user (spec section 8). */
export const forbiddenTypes = ['inactive', 'url_expired', 'suspended'] as const;
export type ForbiddenType = (typeof forbiddenTypes)[number];

/**
 * One entry of a 400 validation error list. `line` (our extension) names the line of a multi-line field the
 * problem is on (bulk add users), 1-based; `error_msg` then starts with it too, for clients that only read that.
 */
export const fieldErrorSchema = z.object({ error_field: z.string(), error_msg: z.string(), line: z.number().int().optional() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every JSON response: { code, reason, msg, data } (Apache Answer's envelope). */
export interface Envelope<T> {
  code: number;
  reason: string;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), reason: z.string(), msg: z.string(), data });

/** The `data` of a write that answers nothing but may come as `{}` (the install wizard's and the SMTP settings' saves). */
export const emptyObjectResponseSchema = z.object({}).nullable();

/** Pagination: request `page` (1-based) and `page_size`; response `{ count, list }`. */
export const MAX_PAGE_SIZE = 100;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), list: z.array(item) });
export interface Page<T> {
  count: number;
  list: T[];
}
