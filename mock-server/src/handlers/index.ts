import { accountHandlers, mockLinkCodes } from './account.js';
import { accountDataHandlers, mockAccountData } from './account-data.js';
import { aiHandlers, eventStream, mockAiUser, MOCK_AI_MODEL, MOCK_AI_TOKENS } from './ai.js';
import { connectorHandlers, MOCK_BINDING_KEY, mockConnectors } from './connector.js';
import { installationHandlers } from './installation.js';
import { questionHandlers } from './question.js';
import { questionWriteHandlers } from './question-write.js';
import { answerHandlers } from './answer.js';
import { commentHandlers } from './comment.js';
import { voteHandlers } from './vote.js';
import { questionStateHandlers } from './question-state.js';
import { tagHandlers } from './tag.js';
import { makeAnswerHit, makePostHit, mockSearch, searchHandlers } from './search.js';
import { adminUsersHandlers } from './admin-users.js';
import { adminContentsHandlers, makeDashboard, mockAdminContents } from './admin-contents.js';
import { frontendReportHandlers, mockFrontendReports } from './frontend-reports.js';
import { mockPicture, MOCK_IMAGE_MODEL, pictureHandlers } from './picture.js';
import { makeStatementLine, MOCK_LEVELS, mockSummary, pointsHandlers } from './points.js';
import { pointsAdminHandlers } from './points-admin.js';
import { profileHandlers } from './profile.js';
import { mockBindingLink, mockUnsubscribeCode, mockUploadUrl, settingsHandlers } from './settings.js';
import { siteHandlers } from './site.js';
import { mockSiteSettings, siteSettingsHandlers } from './site-settings.js';
import { cloudDriveHandlers } from './cloud-drive.js';
import { mockPermissions, mockPrivilegeSettings, privilegeHandlers } from './privileges.js';
import { userHandlers } from './user.js';
import { mockNotifications, mockNotificationStatus, notificationHandlers } from './notification.js';
import { liveHandlers, mockLive } from './live.js';
import { mockFlagReasons, mockReview, reviewHandlers } from './review.js';
import { mockPluginConfig, mockPluginList, mockPluginPage, mockPlugins, mockUserPluginConfig, pluginHandlers } from './plugins.js';
import { mockAudits, mockRevisions, mockSuggestions, mockTimelineItems, timelineHandlers } from './timeline.js';

export { installationHandlers, questionHandlers, siteHandlers, userHandlers };
export { questionWriteHandlers, answerHandlers, commentHandlers, voteHandlers, questionStateHandlers, tagHandlers, searchHandlers };
export { mockSearch, makePostHit, makeAnswerHit };
export { accountHandlers, connectorHandlers, mockLinkCodes, MOCK_BINDING_KEY, mockConnectors, accountDataHandlers, mockAccountData };
export { settingsHandlers, mockBindingLink, mockUnsubscribeCode, mockUploadUrl, cloudDriveHandlers, pictureHandlers, mockPicture, MOCK_IMAGE_MODEL };
export { pointsHandlers, pointsAdminHandlers, adminUsersHandlers, makeStatementLine, MOCK_LEVELS, mockSummary };
export { aiHandlers, eventStream, mockAiUser, MOCK_AI_MODEL, MOCK_AI_TOKENS };
export { profileHandlers, mockProfiles, mockRanking } from './profile.js';
export { notificationHandlers, mockNotifications, mockNotificationStatus };
export { liveHandlers, mockLive };
export { reviewHandlers, mockReview, mockFlagReasons };
export { privilegeHandlers, mockPermissions, mockPrivilegeSettings };
export { adminContentsHandlers, makeDashboard, mockAdminContents };
export { frontendReportHandlers, mockFrontendReports };
export { siteSettingsHandlers, mockSiteSettings };
export { anyOrigin } from './paths.js';
export { pluginHandlers, mockPluginConfig, mockPluginList, mockPluginPage, mockPlugins, mockUserPluginConfig };
export { timelineHandlers, mockAudits, mockRevisions, mockSuggestions, mockTimelineItems };

/** Every default handler. */
export const handlers = [
  ...siteHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...accountDataHandlers,
  ...connectorHandlers,
  ...settingsHandlers,
  ...pictureHandlers,
  ...questionHandlers,
  ...questionWriteHandlers,
  ...answerHandlers,
  ...commentHandlers,
  ...voteHandlers,
  ...questionStateHandlers,
  ...tagHandlers,
  ...searchHandlers,
  ...pointsHandlers,
  ...pointsAdminHandlers,
  ...adminUsersHandlers,
  ...cloudDriveHandlers,
  ...installationHandlers,
  ...aiHandlers,
  ...profileHandlers,
  ...notificationHandlers,
  ...liveHandlers,
  ...reviewHandlers,
  ...timelineHandlers,
  ...privilegeHandlers,
  ...adminContentsHandlers,
  ...frontendReportHandlers,
  ...siteSettingsHandlers,
  ...pluginHandlers,
];
