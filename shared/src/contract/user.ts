import { z } from 'zod';
import { userStatusSchema } from './common.js';

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
  avatar: z.string(),
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
