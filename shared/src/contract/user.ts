import { z } from 'zod';
import { API_PREFIX, def } from './define.js';
import { userStatusSchema } from './common.js';
import { EMAIL_PATTERN, PASSWORD_MAX } from './install.js';

/** User basics embedded in posts and lists (api-conventions "User basics"). */
export const userBasicSchema = z.object({
  id: z.string(),
  username: z.string(),
  rank: z.number().int(),
  display_name: z.string(),
  avatar: z.string(),
  website: z.string(),
  location: z.string(),
  language: z.string(),
  status: userStatusSchema,
  suspended_until: z.number().int(),
});
export type UserBasic = z.infer<typeof userBasicSchema>;

/** GET user/info: the logged user, or null when anonymous. */
export const loggedUserSchema = z.object({
  id: z.string(),
  created_at: z.number().int(),
  last_login_date: z.number().int(),
  username: z.string(),
  e_mail: z.string(),
  mail_status: z.number().int(),
  notice_status: z.number().int(),
  follow_count: z.number().int(),
  answer_count: z.number().int(),
  question_count: z.number().int(),
  rank: z.number().int(),
  rank_score: z.number().int(),
  score: z.number().int(),
  display_name: z.string(),
  /** The picture to show (a URL; empty means the client's stock picture). */
  avatar: z.string(),
  /** What the user chose in settings (Answer's AvatarInfo): system, gravatar or an uploaded custom picture. */
  avatar_info: z.object({ type: z.enum(['system', 'gravatar', 'custom']), gravatar: z.string(), custom: z.string() }),
  bio: z.string(),
  bio_html: z.string(),
  website: z.string(),
  location: z.string(),
  language: z.string(),
  color_scheme: z.string(),
  access_token: z.string(),
  role_id: z.number().int(),
  is_admin: z.boolean(),
  status: userStatusSchema,
  have_password: z.boolean(),
  suspended_until: z.number().int(),
  group_info: z.object({ name: z.string() }),
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;
export const userInfoResponseSchema = loggedUserSchema.nullable();

/** POST user/login/email. Messages are i18n keys (shared/locales); captcha fields only when the site asks for one. */
export const loginByEmailBodySchema = z.object({
  e_mail: z.string().trim().max(500, { message: 'error.email.invalid' }).regex(EMAIL_PATTERN, { message: 'error.email.invalid' }),
  pass: z
    .string()
    .min(1, { message: 'error.validation.required' })
    .max(PASSWORD_MAX, { message: 'error.password.length' }),
  captcha_id: z.string().optional(),
  captcha_code: z.string().optional(),
});
export type LoginByEmailBody = z.input<typeof loginByEmailBodySchema>;
/** The logged user, carrying its new `access_token`. */
export const loginByEmailResponseSchema = loggedUserSchema;

/** GET user/logout: revokes the request's token; answers data null. */
export const logoutResponseSchema = z.null();

/** The current user, and logging in and out by e-mail. */
export const userEndpoints = {
  getUserInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/user/info`, response: userInfoResponseSchema }),
  loginByEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/login/email`,
    body: loginByEmailBodySchema,
    response: loginByEmailResponseSchema,
  }),
  logout: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/logout`, response: logoutResponseSchema }),
} as const;
