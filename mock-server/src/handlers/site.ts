import { endpoints } from '@site/shared/contract';
import { languageOptions, userCenterAgent } from '../fixtures/index.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';
import { whenInstalled } from './installation.js';

/** siteinfo, language/options and user-center/agent: the fixtures, or 503 not_installed before installation. */
export const siteHandlers = [
  handle(endpoints.getSiteInfo, () => whenInstalled(() => mockState.siteInfo)),
  handle(endpoints.getLanguageOptions, () => whenInstalled(() => languageOptions)),
  handle(endpoints.getUserCenterAgent, () => whenInstalled(() => userCenterAgent)),
];
