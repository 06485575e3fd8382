import { z } from 'zod';

/** The largest id a row can have (PostgreSQL's bigint), as text. */
export const MAX_ID_TEXT = '9223372036854775807';

/**
 * A row id as text: 1 to 19 digits within bigint range. Nineteen digits reach past the range, and a larger id
 * names no row: it must be refused here, because the database refuses to even compare it (a 500, not a 404).
 */
export const isIdText = (s: string): boolean =>
  /^\d{1,19}$/.test(s) && (s.length < MAX_ID_TEXT.length || s <= MAX_ID_TEXT);

/** IDs travel as JSON strings (api-conventions). */
export const idSchema = z
  .string()
  .regex(/^\d{1,19}$/, { message: 'error.object.id_invalid' })
  .refine((s) => !/^\d{1,19}$/.test(s) || isIdText(s), { message: 'error.object.id_invalid' });

/** Post kinds (spec section 3). 0 means "any kind" in list filters. */
export const ContentType = { none: 0, question: 1, article: 2, resource: 3, bounty: 4, aipic: 5 } as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];
export const contentTypeSchema = z.coerce.number().int().min(0).max(5);
/** The kind taken from the address when none is given (spec: the default is article). */
export const DEFAULT_CONTENT_TYPE: ContentType = ContentType.article;

/** Post status numbers (spec section 3). */
export const PostStatus = { normal: 1, closed: 2, deleted: 10, pending: 11 } as const;

/** A post's `show`: listed, or unlisted by staff (reachable by its link and from bookmarks only). */
export const PostShow = { listed: 1, unlisted: 2 } as const;

/** Roles (spec section 6). */
export const RoleId = { user: 1, admin: 2, moderator: 3 } as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** mail_status: 1 verified, 2 pending. */
export const MailStatus = { active: 1, inactive: 2 } as const;

export const userStatusSchema = z.enum(['normal', 'inactive', 'suspended', 'deleted']);
export type UserStatus = z.infer<typeof userStatusSchema>;
