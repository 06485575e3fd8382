// The admin users page's calls beyond the list and the status, role and password changes: adding one or many
// users, activation (a link, directly, or by mail), the role list, one user's page and editing a profile. Paths and
// fields are Apache Answer's where Answer has the call.
import { z } from 'zod';
import { displayNameSchema, emailSchema, emptyResponseSchema, passwordSchema, usernameSchema } from './account.js';
import {
  adminSetPasswordBodySchema,
  adminUserItemSchema,
  adminUsersPageQuerySchema,
  adminUsersPageSchema,
  siteLoginSettingsSchema,
  siteUsersSettingsSchema,
  updateUserRoleBodySchema,
  updateUserStatusBodySchema,
} from './admin-users.js';
import { idSchema } from './common.js';
import { ADMIN_API_PREFIX, def } from './define.js';

/** At most this many lines in one bulk add (each costs a password hash). */
export const BULK_ADD_MAX_LINES = 200;

/**
 * POST admin users (Answer's AddUsersReq): `users` holds one `name, email, password` a line. Every line is checked
 * first; when any is wrong the answer is a 400 listing each wrong line (field `users`, with `line`) and nobody is
 * created, so the admin fixes the text and sends it again. Blank lines are skipped; line numbers count them.
 */
export const addUsersBodySchema = z.object({
  users: z.string().trim().min(1, { message: 'error.admin_users.bulk_required' }).max(100_000, { message: 'error.admin_users.bulk_too_long' }),
});
export type AddUsersBody = z.input<typeof addUsersBodySchema>;

/** GET and POST admin user/activation. */
export const userIdQuerySchema = z.object({ user_id: idSchema });
export const activateUserBodySchema = z.object({ user_id: idSchema });

/** Answer's GetUserActivationResp: a one-time activation link the admin can hand to the member. */
export const userActivationSchema = z.object({ activation_url: z.string() });

/**
 * POST admin user (Answer's AddUserReq): one member, created activated, with the sign-up's checks and messages. The
 * username is made from the display name (or the e-mail), as bulk add does.
 */
export const addUserBodySchema = z.object({ display_name: displayNameSchema, email: emailSchema, password: passwordSchema });
export type AddUserBody = z.input<typeof addUserBodySchema>;

/**
 * PUT admin user/profile (Answer's EditUserProfileReq): a member's username, display name and e-mail. Left out, the
 * username is kept. Not on oneself (the admin's own profile is edited from their settings).
 */
export const editUserProfileBodySchema = z.object({
  user_id: idSchema,
  username: usernameSchema.optional(),
  display_name: displayNameSchema,
  email: emailSchema,
});
export type EditUserProfileBody = z.input<typeof editUserProfileBodySchema>;

/** POST admin users/activation (Answer's SendUserActivationReq): mails the member a new activation link. */
export const sendUserActivationBodySchema = z.object({ user_id: idSchema });

/** Answer's GetRoleResp. */
export const roleSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** GET admin user (our extension): one user's page, the list row plus profile fields and counts. */
export const adminUserDetailSchema = adminUserItemSchema.extend({
  bio: z.string(),
  website: z.string(),
  location: z.string(),
  /** 1 confirmed, 2 waiting for the e-mail confirmation. */
  mail_status: z.number().int(),
  last_login_date: z.number().int(),
  question_count: z.number().int(),
  answer_count: z.number().int(),
  comment_count: z.number().int(),
  follow_count: z.number().int(),
  /** Points (the product's currency). */
  score: z.number(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUsersEndpoints = {
  getAdminUsersPage: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/users/page`,
    query: adminUsersPageQuerySchema,
    response: adminUsersPageSchema,
  }),
  updateUserStatus: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user/status`,
    body: updateUserStatusBodySchema,
    response: emptyResponseSchema,
  }),
  updateUserRole: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user/role`,
    body: updateUserRoleBodySchema,
    response: emptyResponseSchema,
  }),
  setUserPassword: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user/password`,
    body: adminSetPasswordBodySchema,
    response: emptyResponseSchema,
  }),
  getSiteLoginSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/login`, response: siteLoginSettingsSchema }),
  updateSiteLoginSettings: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/siteinfo/login`,
    body: siteLoginSettingsSchema,
    response: emptyResponseSchema,
  }),
  getSiteUsersSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/users`, response: siteUsersSettingsSchema }),
  updateSiteUsersSettings: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/siteinfo/users`,
    body: siteUsersSettingsSchema,
    response: emptyResponseSchema,
  }),
  addUsers: def({ method: 'POST', access: 'admin', path: `${ADMIN_API_PREFIX}/users`, body: addUsersBodySchema, response: z.null() }),
  getUserActivation: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user/activation`,
    query: userIdQuerySchema,
    response: userActivationSchema,
  }),
  activateUser: def({ method: 'POST', access: 'admin', path: `${ADMIN_API_PREFIX}/user/activation`, body: activateUserBodySchema, response: z.null() }),
  addUser: def({ method: 'POST', access: 'admin', path: `${ADMIN_API_PREFIX}/user`, body: addUserBodySchema, response: z.null() }),
  editUserProfile: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/user/profile`, body: editUserProfileBodySchema, response: z.null() }),
  sendUserActivation: def({
    method: 'POST',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/users/activation`,
    body: sendUserActivationBodySchema,
    response: z.null(),
  }),
  getRoles: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/roles`, response: z.array(roleSchema) }),
  getAdminUser: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/user`, query: userIdQuerySchema, response: adminUserDetailSchema }),
};
