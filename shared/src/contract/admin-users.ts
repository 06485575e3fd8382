import { z } from 'zod';
import { passwordSchema } from './account.js';
import { idSchema, userStatusSchema } from './common.js';

/** GET admin users/page: `query` matches email, username, or `id:<id>`; `staff` lists admins and moderators. */
export const adminUsersPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  query: z.string().trim().max(200).optional(),
  // A query string carries 'true'/'false' (z.coerce.boolean would read 'false' as true).
  staff: z.union([z.boolean(), z.stringbool()]).optional(),
  status: z.enum(['normal', 'suspended', 'deleted', 'inactive']).optional(),
});
export type AdminUsersPageQuery = z.input<typeof adminUsersPageQuerySchema>;

/** Answer's GetUserPageResp. */
export const adminUserItemSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  display_name: z.string(),
  e_mail: z.string(),
  avatar: z.string(),
  rank: z.number().int(),
  role_id: z.number().int(),
  role_name: z.string(),
  status: userStatusSchema,
  created_at: z.number().int(),
  deleted_at: z.number().int(),
  suspended_at: z.number().int(),
  /** 0 when not suspended; for a permanent suspension a far-future time (see SUSPEND_FOREVER_UNTIL). */
  suspended_until: z.number().int(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;
export const adminUsersPageSchema = z.object({ count: z.number().int(), list: z.array(adminUserItemSchema) });

/** Answer's suspend durations. */
export const SUSPEND_DURATIONS = ['24h', '48h', '72h', '7d', '14d', '1m', '2m', '3m', '6m', '1y', 'forever'] as const;
/** A permanent suspension is reported with this `suspended_until` (Unix seconds, year 2999). */
export const SUSPEND_FOREVER_UNTIL = 32_472_144_000;

/** PUT admin user/status: suspend (for a duration, default forever), unsuspend (normal), inactive, or delete. */
export const updateUserStatusBodySchema = z.object({
  user_id: idSchema,
  status: z.enum(['normal', 'suspended', 'deleted', 'inactive']),
  suspend_duration: z.enum(SUSPEND_DURATIONS).optional(),
  remove_all_content: z.boolean().optional(),
});
export type UpdateUserStatusBody = z.input<typeof updateUserStatusBodySchema>;

/** PUT admin user/role. */
export const updateUserRoleBodySchema = z.object({ user_id: idSchema, role_id: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
export type UpdateUserRoleBody = z.input<typeof updateUserRoleBodySchema>;

/** PUT admin user/password (spec: 'Password length must be 8-32 characters.'). */
export const adminSetPasswordBodySchema = z.object({ user_id: idSchema, password: passwordSchema });

/** GET/PUT admin siteinfo/login (spec section 3, login settings). */
export const siteLoginSettingsSchema = z.object({
  allow_new_registrations: z.boolean(),
  allow_email_registrations: z.boolean(),
  allow_password_login: z.boolean(),
  login_required: z.boolean(),
  /** Domains like `example.com`; empty means any domain. */
  allow_email_domains: z.array(z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { message: 'error.email.domain_invalid' })),
});
export type SiteLoginSettings = z.infer<typeof siteLoginSettingsSchema>;

/** GET/PUT admin siteinfo/users (spec section 3, users settings). */
export const siteUsersSettingsSchema = z.object({
  allow_update_avatar: z.boolean(),
  allow_update_bio: z.boolean(),
  allow_update_display_name: z.boolean(),
  allow_update_location: z.boolean(),
  allow_update_username: z.boolean(),
  allow_update_website: z.boolean(),
  default_avatar: z.enum(['system', 'gravatar']),
  gravatar_base_url: z.string().trim().max(512).url({ message: 'error.website.invalid' }),
});
export type SiteUsersSettings = z.infer<typeof siteUsersSettingsSchema>;
