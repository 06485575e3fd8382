import { installationHandlers } from './installation.js';
import { questionHandlers } from './question.js';
import { siteHandlers } from './site.js';
import { userHandlers } from './user.js';

export { installationHandlers, questionHandlers, siteHandlers, userHandlers };
export { anyOrigin } from './paths.js';

/** Every default handler. */
export const handlers = [...siteHandlers, ...userHandlers, ...questionHandlers, ...installationHandlers];
