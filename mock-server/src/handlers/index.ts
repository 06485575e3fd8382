import { accountHandlers, mockLinkCodes } from './account.js';
import { connectorHandlers, MOCK_BINDING_KEY, mockConnectors } from './connector.js';
import { installationHandlers } from './installation.js';
import { questionHandlers } from './question.js';
import { mockBindingLink, mockUploadUrl, settingsHandlers } from './settings.js';
import { siteHandlers } from './site.js';
import { userHandlers } from './user.js';

export { installationHandlers, questionHandlers, siteHandlers, userHandlers };
export { accountHandlers, connectorHandlers, mockLinkCodes, MOCK_BINDING_KEY, mockConnectors };
export { settingsHandlers, mockBindingLink, mockUploadUrl };
export { anyOrigin } from './paths.js';

/** Every default handler. */
export const handlers = [
  ...siteHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...connectorHandlers,
  ...settingsHandlers,
  ...questionHandlers,
  ...installationHandlers,
];
