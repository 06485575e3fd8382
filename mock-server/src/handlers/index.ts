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
import { searchHandlers } from './search.js';
import { adminUsersHandlers } from './admin-users.js';
import { mockPicture, MOCK_IMAGE_MODEL, pictureHandlers } from './picture.js';
import { makeStatementLine, MOCK_LEVELS, mockSummary, pointsHandlers } from './points.js';
import { pointsAdminHandlers } from './points-admin.js';
import { profileHandlers } from './profile.js';
import { mockBindingLink, mockUnsubscribeCode, mockUploadUrl, settingsHandlers } from './settings.js';
import { siteHandlers } from './site.js';
import { cloudDriveHandlers } from './cloud-drive.js';
import { userHandlers } from './user.js';
import { mockNotifications, mockNotificationStatus, notificationHandlers } from './notification.js';

export { installationHandlers, questionHandlers, siteHandlers, userHandlers };
export { questionWriteHandlers, answerHandlers, commentHandlers, voteHandlers, questionStateHandlers, tagHandlers, searchHandlers };
export { accountHandlers, connectorHandlers, mockLinkCodes, MOCK_BINDING_KEY, mockConnectors, accountDataHandlers, mockAccountData };
export { settingsHandlers, mockBindingLink, mockUnsubscribeCode, mockUploadUrl, cloudDriveHandlers, pictureHandlers, mockPicture, MOCK_IMAGE_MODEL };
export { pointsHandlers, pointsAdminHandlers, adminUsersHandlers, makeStatementLine, MOCK_LEVELS, mockSummary };
export { aiHandlers, eventStream, mockAiUser, MOCK_AI_MODEL, MOCK_AI_TOKENS };
export { profileHandlers, mockProfiles, mockRanking } from './profile.js';
export { notificationHandlers, mockNotifications, mockNotificationStatus };
export { anyOrigin } from './paths.js';

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
];
