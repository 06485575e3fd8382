import { z } from 'zod';
import { displayNameSchema, emptyResponseSchema, usernameSchema } from './account.js';
import { API_PREFIX, def } from './define.js';

export const BIO_MAX = 4096;
export const WEBSITE_MAX = 500;
export const LOCATION_MAX = 100;

/** Avatar kinds (spec section 3): system (random stock picture), gravatar, or a custom uploaded picture. */
export const avatarTypeSchema = z.enum(['system', 'gravatar', 'custom']);
export type AvatarType = z.infer<typeof avatarTypeSchema>;
/** Answer's AvatarInfo. `custom` is the URL returned by POST file (source avatar). */
export const avatarInfoSchema = z.object({
  type: avatarTypeSchema,
  gravatar: z.string().max(200).default(''),
  custom: z.string().max(200).default(''),
});
export type AvatarInfo = z.input<typeof avatarInfoSchema>;

const websiteSchema = z
  .string()
  .trim()
  .max(WEBSITE_MAX, { message: 'error.website.invalid' })
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), { message: 'error.website.invalid' });

/**
 * PUT user/info. Every field is optional: a field the site's users settings do not allow to change is rejected
 * with a field error when it differs from the stored value.
 */
export const updateUserInfoBodySchema = z.object({
  display_name: displayNameSchema.optional(),
  username: usernameSchema.optional(),
  avatar: avatarInfoSchema.optional(),
  bio: z.string().max(BIO_MAX, { message: 'error.validation.too_long' }).optional(),
  website: websiteSchema.optional(),
  location: z.string().trim().max(LOCATION_MAX, { message: 'error.validation.too_long' }).optional(),
});
export type UpdateUserInfoBody = z.input<typeof updateUserInfoBodySchema>;

/** PUT user/interface: the user's language (a language option value, or 'Default') and colour scheme. */
export const updateUserInterfaceBodySchema = z.object({
  language: z.string().trim().min(1).max(100),
  color_scheme: z.enum(['default', 'system', 'light', 'dark']),
});
export type UpdateUserInterfaceBody = z.input<typeof updateUserInterfaceBodySchema>;

/** Answer's NotificationChannelConfig (email is the only channel). */
export const notificationChannelSchema = z.object({ key: z.literal('email').default('email'), enable: z.boolean() });

/**
 * Notification settings (spec section 3): inbox; all new subjects by kind, with non-score and score variants for
 * question, article, resource and aipic, plus bounty; new posts in followed tags. Answer's three keys keep their names.
 * `weekly_digest` (our extension, on by default): a weekly mail of the best new posts in the member's followed tags.
 */
export const NOTIFICATION_CONFIG_KEYS = [
  'inbox',
  'all_new_question',
  'all_new_question_score',
  'all_new_article',
  'all_new_article_score',
  'all_new_resource',
  'all_new_resource_score',
  'all_new_aipic',
  'all_new_aipic_score',
  'all_new_bounty',
  'all_new_question_for_following_tags',
  'weekly_digest',
] as const;
export type NotificationConfigKey = (typeof NOTIFICATION_CONFIG_KEYS)[number];
/** Keys on until the member turns them off (spec: the inbox; ours: the weekly digest); every other is off until on. */
export const NOTIFICATION_KEYS_ON_BY_DEFAULT: readonly NotificationConfigKey[] = ['inbox', 'weekly_digest'];

const channels = Object.fromEntries(NOTIFICATION_CONFIG_KEYS.map((k) => [k, notificationChannelSchema])) as Record<
  NotificationConfigKey,
  typeof notificationChannelSchema
>;
/** GET user/notification/config. */
export const notificationConfigSchema = z.object(channels);
export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
/** PUT user/notification/config: any subset of the keys. */
export const updateNotificationConfigBodySchema = notificationConfigSchema.partial();
export type UpdateNotificationConfigBody = z.input<typeof updateNotificationConfigBodySchema>;

/** PUT user/notification/unsubscribe: the code of a mail's one-click unsubscribe link (Answer's request). */
export const unsubscribeNotificationBodySchema = z.object({
  code: z.string().trim().min(1, { message: 'error.validation.required' }).max(500),
});
export type UnsubscribeNotificationBody = z.input<typeof unsubscribeNotificationBodySchema>;
/** Answer answers null; we add the setting key that was turned off, so the page can say which. */
export const unsubscribeNotificationResponseSchema = z.object({ key: z.enum(NOTIFICATION_CONFIG_KEYS) });
export type UnsubscribeNotificationResponse = z.infer<typeof unsubscribeNotificationResponseSchema>;

/**
 * POST file (multipart: `source` and `file`): PNG, JPEG, GIF or WebP (checked by content; SVG refused), <= 4 MB.
 * Answers the file's URL relative to the site's root (`/uploads/<source>/<random>.<ext>`). Every problem with the
 * file is a 400 field error on `file` (error.upload.not_image, error.upload.too_large).
 */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const uploadSourceSchema = z.enum(['post', 'avatar', 'branding']);
export const uploadFileResponseSchema = z.string();

/** A member's own settings: profile, interface, notifications, uploads. */
export const userSettingsEndpoints = {
  updateUserInfo: def({ method: 'PUT', access: 'login', path: `${API_PREFIX}/user/info`, body: updateUserInfoBodySchema, response: emptyResponseSchema }),
  updateUserInterface: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/user/interface`,
    body: updateUserInterfaceBodySchema,
    response: emptyResponseSchema,
  }),
  getNotificationConfig: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/user/notification/config`,
    response: notificationConfigSchema,
  }),
  updateNotificationConfig: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/user/notification/config`,
    body: updateNotificationConfigBodySchema,
    response: emptyResponseSchema,
  }),
  // From a mail's one-click link: no login needed, the code names the member and the setting.
  unsubscribeNotification: def({
    method: 'PUT',
    access: 'anyone',
    path: `${API_PREFIX}/user/notification/unsubscribe`,
    body: unsubscribeNotificationBodySchema,
    response: unsubscribeNotificationResponseSchema,
  }),
  /** Multipart (`source`, `file`): no JSON body schema; answers the stored file's URL. */
  uploadFile: def({ method: 'POST', access: 'login', path: `${API_PREFIX}/file`, response: uploadFileResponseSchema }),
} as const;
