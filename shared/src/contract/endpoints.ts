import type { z } from 'zod';
import { accountEndpoints } from './account.js';
import { accountDataEndpoints } from './account-data.js';
import { adminContentsEndpoints } from './admin-contents.js';
import { adminUsersEndpoints } from './admin-users-endpoints.js';
import { aiEndpoints } from './ai.js';
import { answerCompatEndpoints } from './answer-compat.js';
import { captchaEndpoints } from './captcha.js';
import { cloudDriveEndpoints } from './cloud-drive.js';
import { connectorEndpoints } from './connector.js';
import { frontendRemotesEndpoints } from './frontend-remotes.js';
import { frontendReportEndpoints } from './frontend-reports.js';
import { installEndpoints } from './install.js';
import { liveEndpoints } from './live.js';
import { maintenanceEndpoints } from './maintenance.js';
import { notificationEndpoints } from './notification.js';
import { pictureEndpoints } from './picture.js';
import { pluginEndpoints } from './plugins.js';
import { pointsEndpoints } from './points.js';
import { postEndpoints } from './posts/index.js';
import { privilegeEndpoints } from './privileges.js';
import { profileEndpoints } from './profile.js';
import { reviewEndpoints } from './review.js';
import { siteEndpoints } from './site.js';
import { siteCustomizeEndpoints } from './site-customize.js';
import { siteSettingsEndpoints } from './site-settings.js';
import { smtpEndpoints } from './smtp.js';
import { userEndpoints } from './user.js';
import { userCenterEndpoints } from './user-center.js';
import { userSettingsEndpoints } from './user-settings.js';

export { ACCESS_GROUPS, def, ADMIN_API_PREFIX, API_PREFIX, INSTALL_PREFIX, type Access, type AnyEndpoint, type BodyOf, type DataOf, type QueryOf, type EndpointDef, type Method } from './define.js';

/**
 * Every endpoint the product speaks, by its global name (verb + domain). The server registers routes from these
 * paths and validates with these schemas; the client's api slice is typed by them. Each resource's endpoints live in
 * its own file beside its schemas; this object only gathers them.
 */
export const endpoints = {
  // What every page reads first, the current user and logging in.
  ...siteEndpoints,
  ...userEndpoints,
  ...captchaEndpoints,
  ...userCenterEndpoints,
  // The install wizard.
  ...installEndpoints,
  ...smtpEndpoints,
  // Accounts, members' settings and uploads, third-party logins.
  ...accountEndpoints,
  ...userSettingsEndpoints,
  ...pictureEndpoints,
  ...connectorEndpoints,
  // Posts, answers, comments, votes, tags, search (one file per domain under ./posts).
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
