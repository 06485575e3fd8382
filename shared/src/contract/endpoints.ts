import { z } from 'zod';
import {
  changeEmailBodySchema,
  changeEmailResponseSchema,
  emailChangeCodeBodySchema,
  emptyResponseSchema,
  modifyPasswordBodySchema,
  passwordReplacementBodySchema,
  passwordResetBodySchema,
  registerByEmailBodySchema,
  registerByEmailResponseSchema,
  sendVerificationBodySchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from './account.js';
import {
  adminSetPasswordBodySchema,
  adminUsersPageQuerySchema,
  adminUsersPageSchema,
  siteLoginSettingsSchema,
  siteUsersSettingsSchema,
  updateUserRoleBodySchema,
  updateUserStatusBodySchema,
} from './admin-users.js';
import { adminUsersEndpoints } from './admin-users-endpoints.js';
import { answerCompatEndpoints } from './answer-compat.js';
import { pluginEndpoints } from './plugins.js';
import { pointsEndpoints } from './points.js';
import { cloudDriveEndpoints } from './cloud-drive.js';
import { accountDataEndpoints } from './account-data.js';
import { aiEndpoints } from './ai.js';
import { notificationEndpoints } from './notification.js';
import { liveEndpoints } from './live.js';
import { privilegeEndpoints } from './privileges.js';
import { adminContentsEndpoints } from './admin-contents.js';
import { siteSettingsEndpoints } from './site-settings.js';
import { maintenanceEndpoints } from './maintenance.js';
import { frontendRemotesEndpoints } from './frontend-remotes.js';
import { siteCustomizeEndpoints } from './site-customize.js';
import { frontendReportEndpoints } from './frontend-reports.js';
import { actionRecordQuerySchema, actionRecordSchema } from './captcha.js';
import {
  connectorBindingEmailBodySchema,
  connectorBindingEmailResponseSchema,
  connectorBindingStartBodySchema,
  connectorBindingStartResponseSchema,
  connectorConfigListSchema,
  connectorInfoSchema,
  connectorUnbindingBodySchema,
  connectorUserInfoSchema,
} from './connector.js';
import { baseInfoSchema, dbConfigSchema, initProgressSchema, installCheckSchema } from './install.js';
import { pageQuerySchema } from './envelope.js';
import { questionInfoQuerySchema, questionPageQuerySchema, questionPageSchema } from './question.js';
import { languageOptionsSchema, siteInfoSchema, siteInterfaceSettingsSchema } from './site.js';
import { smtpConfigSchema, updateSmtpBodySchema } from './smtp.js';
import { adminUserCenterAgentSchema, userCenterAgentSchema, userCenterAgentSettingsSchema } from './user-center.js';
import {
  notificationConfigSchema,
  unsubscribeNotificationBodySchema,
  unsubscribeNotificationResponseSchema,
  updateNotificationConfigBodySchema,
  updateUserInfoBodySchema,
  updateUserInterfaceBodySchema,
  uploadFileResponseSchema,
} from './user-settings.js';
import { loginByEmailBodySchema, loginByEmailResponseSchema, logoutResponseSchema, userInfoResponseSchema } from './user.js';

import { ADMIN_API_PREFIX, API_PREFIX, INSTALL_PREFIX, def } from './define.js';
import { pictureSchema } from './picture.js';
import { profileEndpoints } from './profile.js';
import { reviewEndpoints } from './review.js';
import { postEndpoints, questionDetailSchema } from './posts/index.js';

export { ACCESS_GROUPS, def, ADMIN_API_PREFIX, API_PREFIX, INSTALL_PREFIX, type Access, type AnyEndpoint, type BodyOf, type DataOf, type QueryOf, type EndpointDef, type Method } from './define.js';

const emptyObject = z.object({}).nullable();

/**
 * Every endpoint the product speaks, by its global name (verb + domain). The server registers routes from these
 * paths and validates with these schemas; the client's api slice is typed by them.
 */
export const endpoints = {
  getSiteInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/siteinfo`, response: siteInfoSchema }),
  getLanguageOptions: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/language/options`, response: languageOptionsSchema }),
  getUserInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/user/info`, response: userInfoResponseSchema }),
  loginByEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/login/email`,
    body: loginByEmailBodySchema,
    response: loginByEmailResponseSchema,
  }),
  logout: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/logout`, response: logoutResponseSchema }),
  getActionRecord: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/user/action/record`,
    query: actionRecordQuerySchema,
    response: actionRecordSchema,
  }),
  getUserCenterAgent: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/user-center/agent`,
    response: userCenterAgentSchema,
  }),
  getQuestionPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/page`,
    query: questionPageQuerySchema,
    response: questionPageSchema,
  }),
  // The logged-in member's bookmarks (collection/switch adds and removes them), as list items.
  getPersonalCollectionPage: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/personal/collection/page`,
    query: pageQuerySchema,
    response: questionPageSchema,
  }),
  getQuestionInfo: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/question/info`,
    query: questionInfoQuerySchema,
    // The base fields plus the post's state (close reason, deletion, pin): see posts/question-state.ts.
    response: questionDetailSchema,
  }),
  getInstallLanguageOptions: def({
    method: 'GET',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/language/options`,
    response: languageOptionsSchema,
  }),
  checkInstallConfigFile: def({
    method: 'POST',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/config-file/check`,
    response: installCheckSchema,
  }),
  checkInstallDb: def({
    method: 'POST',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/db/check`,
    body: dbConfigSchema,
    response: installCheckSchema,
  }),
  // Starts (or joins) the background initialisation and answers at once with its progress.
  initInstall: def({ method: 'POST', access: 'anyone', path: `${INSTALL_PREFIX}/init`, body: dbConfigSchema, response: initProgressSchema }),
  getInstallInitStatus: def({ method: 'GET', access: 'anyone', path: `${INSTALL_PREFIX}/init/status`, response: initProgressSchema }),
  installBaseInfo: def({
    method: 'POST',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/base-info`,
    body: baseInfoSchema,
    response: emptyObject,
  }),
  getSmtpConfig: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/setting/smtp`, response: smtpConfigSchema }),
  updateSmtpConfig: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/setting/smtp`,
    body: updateSmtpBodySchema,
    response: emptyObject,
  }),

  // Accounts (issue 3): sign-up, activation, recovery, password and email changes.
  registerByEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/register/email`,
    body: registerByEmailBodySchema,
    response: registerByEmailResponseSchema,
  }),
  // The code may instead come as `?code=` (Answer's client sends it so, with an empty body); the body's wins.
  verifyEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/email/verification`,
    body: verifyEmailBodySchema,
    response: verifyEmailResponseSchema,
  }),
  sendVerificationEmail: def({
    method: 'POST',
    access: 'login',
    path: `${API_PREFIX}/user/email/verification/send`,
    body: sendVerificationBodySchema,
    response: emptyResponseSchema,
  }),
  requestPasswordReset: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/password/reset`,
    body: passwordResetBodySchema,
    response: emptyResponseSchema,
  }),
  replacePassword: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/password/replacement`,
    body: passwordReplacementBodySchema,
    response: emptyResponseSchema,
  }),
  modifyPassword: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/user/password`,
    body: modifyPasswordBodySchema,
    response: emptyResponseSchema,
  }),
  requestEmailChange: def({
    method: 'POST',
    access: 'login',
    path: `${API_PREFIX}/user/email/change/code`,
    body: emailChangeCodeBodySchema,
    response: emptyResponseSchema,
  }),
  changeEmail: def({
    method: 'PUT',
    access: 'anyone',
    path: `${API_PREFIX}/user/email`,
    body: changeEmailBodySchema,
    response: changeEmailResponseSchema,
  }),

  // Settings (issue 3).
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
  // A picture for an AI picture post, from the member's own file (multipart: `file`, and `prompt`); our extension.
  uploadPicture: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/picture`, response: pictureSchema }),

  // Admin calls on users and login settings (issue 3; the admin area's pages come later).
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
  getSiteInterfaceSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/interface`, response: siteInterfaceSettingsSchema }),
  updateSiteInterfaceSettings: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/siteinfo/interface`,
    body: siteInterfaceSettingsSchema,
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

  // Third-party login connectors (issue 3). The browser flow itself is two redirects, not JSON:
  // GET connector/login/{name} -> the provider; GET connector/redirect/{name} -> /users/auth-landing?access_token=...,
  // /users/confirm-email?binding_key=..., or /user-center/auth-failed; a "my logins" connect ends on
  // /users/settings/account. GET connector/binding/confirm?code=... (the link mailed by bindConnectorEmail) binds or
  // activates, logs in and redirects to /users/auth-landing?access_token=... .
  getConnectorInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/connector/info`, response: connectorInfoSchema }),
  getConnectorUserInfo: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/connector/user/info`, response: connectorUserInfoSchema }),
  bindConnectorEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/connector/binding/email`,
    body: connectorBindingEmailBodySchema,
    response: connectorBindingEmailResponseSchema,
  }),
  unbindConnector: def({
    method: 'DELETE',
    access: 'login',
    path: `${API_PREFIX}/connector/user/unbinding`,
    body: connectorUnbindingBodySchema,
    response: emptyResponseSchema,
  }),
  /** Our extension: a one-time link that starts "my logins" connect for the logged user (see connector.ts). */
  startConnectorBinding: def({
    method: 'POST',
    access: 'login',
    path: `${API_PREFIX}/connector/binding/start`,
    body: connectorBindingStartBodySchema,
    response: connectorBindingStartResponseSchema,
  }),
  getConnectorConfigs: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/connectors`, response: connectorConfigListSchema }),
  updateConnectorConfigs: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/connectors`,
    body: connectorConfigListSchema,
    response: emptyResponseSchema,
  }),
  // The hosting agent as the admin sees and sets it (config.yaml's user_center_agent: section wins over it).
  getAdminUserCenterAgent: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user-center/agent`,
    response: adminUserCenterAgentSchema,
  }),
  updateAdminUserCenterAgent: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user-center/agent`,
    body: userCenterAgentSettingsSchema,
    response: emptyResponseSchema,
  }),
  // Issue 4: posts, answers, comments, votes, tags, search (one file per domain under ./posts).
  ...postEndpoints,
  // The points economy: unlocking paid posts, the statement.
  ...pointsEndpoints,
  // The cloud-drive bridge's admin setting.
  ...cloudDriveEndpoints,
  // What Apache Answer's own web client calls and the product's client does not (see answer-compat.ts).
  ...answerCompatEndpoints,
  ...pluginEndpoints,
  // AI replies streamed into threads, and the admin's AI settings.
  ...aiEndpoints,
  ...accountDataEndpoints,
  // Profiles and the user list (Answer's personal/* calls, user/ranking, user/staff).
  ...profileEndpoints,
  // The inbox and achievements, their red dots and the live badge stream.
  ...notificationEndpoints,
  ...liveEndpoints,
  ...reviewEndpoints,
  // The reputation each action needs (the admin's privilege table).
  ...privilegeEndpoints,
  // The admin's dashboard and contents pages.
  ...adminContentsEndpoints,
  // The admin users page's bulk add, activation, role list and user page.
  ...adminUsersEndpoints,
  ...siteSettingsEndpoints,
  // Maintenance mode (our extension).
  ...maintenanceEndpoints,
  ...frontendRemotesEndpoints,
  // The admin's theme and custom code (Customize).
  ...siteCustomizeEndpoints,
  // What browsers report about the page's parts (a version skew, a part that could not load), and the admin's read.
  ...frontendReportEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
