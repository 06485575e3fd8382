import type { FastifyInstance } from 'fastify';
import type { ServerEnv } from '../config/env.js';
import type { DatabaseInit } from '../services/install/database-init.js';
import type { SiteState } from '../state/site-state.js';
import { accountRoutes } from './account-routes.js';
import { adminCloudDriveRoutes } from './admin-cloud-drive-routes.js';
import { adminConnectorRoutes } from './admin-connector-routes.js';
import { adminContentsRoutes } from './admin-contents-routes.js';
import { adminFrontendRoutes } from './admin-frontend-routes.js';
import { adminPrivilegeRoutes } from './admin-privilege-routes.js';
import { aiRoutes } from './ai-routes.js';
import { adminSiteSettingsRoutes } from './admin-site-settings-routes.js';
import { adminSmtpRoutes } from './admin-smtp-routes.js';
import { adminSiteGroupsRoutes } from './admin-site-groups-routes.js';
import { adminCustomizeRoutes } from './admin-customize-routes.js';
import { adminUsersRoutes } from './admin-users-routes.js';
import { answerCompatRoutes } from './answer-compat-routes.js';
import { answerRoutes } from './answer-routes.js';
import { apiDocsRoutes } from './api-docs-routes.js';
import { captchaRoutes } from './captcha-routes.js';
import { commentRoutes } from './comment-routes.js';
import { connectorRoutes } from './connector-routes.js';
import { fileRoutes } from './file-routes.js';
import { frontendReportRoutes } from './frontend-report-routes.js';
import { installRoutes } from './install-routes.js';
import { liveRoutes } from './live-routes.js';
import { notificationRoutes } from './notification-routes.js';
import { reviewRoutes } from './review-routes.js';
import { pluginRoutes } from './plugin-routes.js';
import { pointsRoutes } from './points-routes.js';
import { profileRoutes } from './profile-routes.js';
import { questionRoutes } from './question-routes.js';
import { questionStateRoutes } from './question-state-routes.js';
import { questionWriteRoutes } from './question-write-routes.js';
import { searchRoutes } from './search-routes.js';
import { siteRoutes } from './site-routes.js';
import { tagRoutes } from './tag-routes.js';
import { timelineRoutes } from './timeline-routes.js';
import { userCenterRoutes } from './user-center-routes.js';
import { userRoutes } from './user-routes.js';
import { userSettingsRoutes } from './user-settings-routes.js';
import { voteRoutes } from './vote-routes.js';

/**
 * Every API route, by area. Each routes file is its own encapsulated plugin (the search routes share their plugin
 * slot with the site plugins registered after them); the order here is only for reading.
 */
export async function registerRoutes(app: FastifyInstance, opts: { env: ServerEnv; state: SiteState; init: DatabaseInit }) {
  const { env, state, init } = opts;
  // The install wizard and what every page reads first.
  await app.register(installRoutes, { state, init });
  await app.register(siteRoutes, { state });
  // Members: login, accounts, settings, uploads, third-party login, the hosting provider's user center.
  await app.register(userRoutes, { state });
  await app.register(accountRoutes, { state });
  await app.register(captchaRoutes);
  await app.register(userSettingsRoutes, { state });
  await app.register(fileRoutes, { state });
  await app.register(connectorRoutes, { state });
  await app.register(userCenterRoutes, { state });
  await app.register(profileRoutes, { state });
  await app.register(notificationRoutes, { state });
  await app.register(liveRoutes, { state });
  await app.register(reviewRoutes, { state });
  // Posts: lists and detail, writing, answers, comments, votes, states, tags, search.
  await app.register(questionRoutes, { state });
  await app.register(questionWriteRoutes, { state });
  await app.register(answerRoutes, { state });
  await app.register(commentRoutes, { state });
  await app.register(voteRoutes, { state });
  await app.register(questionStateRoutes, { state });
  await app.register(tagRoutes, { state });
  await app.register(timelineRoutes, { state });
  await app.register(searchRoutes, { state });
  // The points economy.
  await app.register(pointsRoutes, { state });
  // AI replies and their settings.
  await app.register(aiRoutes, { state });
  // The admin area.
  await app.register(adminUsersRoutes, { state });
  await app.register(adminSiteSettingsRoutes, { state });
  await app.register(adminSmtpRoutes, { state });
  await app.register(adminSiteGroupsRoutes, { state });
  await app.register(adminCustomizeRoutes, { state });
  await app.register(adminConnectorRoutes, { state });
  await app.register(adminCloudDriveRoutes, { state });
  await app.register(adminPrivilegeRoutes, { state });
  await app.register(adminContentsRoutes, { state });
  await app.register(adminFrontendRoutes, { env });
  // What browsers report about the page's parts (version skew, load failures), and the admin's list of them.
  await app.register(frontendReportRoutes, { state });
  // Apache Answer's client's extra calls, and the API's own document.
  await app.register(answerCompatRoutes, { state });
  // Plugins: the installed list, switches, configs, members' plugin settings and route plugins' pages.
  await app.register(pluginRoutes, { state });
  await app.register(apiDocsRoutes);
}
