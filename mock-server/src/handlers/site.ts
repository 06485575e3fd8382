import { http } from 'msw';
import { endpoints } from '@site/shared/contract';
import { errorResponses, ok } from '../envelope.js';
import { languageOptions, userCenterAgent } from '../fixtures/index.js';
import { mockState } from '../state.js';
import { anyOrigin } from './paths.js';

/** siteinfo, language/options and user-center/agent; all answer 503 not_installed before installation. */
export const siteHandlers = [
  http.get(anyOrigin(endpoints.getSiteInfo.path), () =>
    mockState.installed ? ok(mockState.siteInfo) : errorResponses.notInstalled(),
  ),
  http.get(anyOrigin(endpoints.getLanguageOptions.path), () =>
    mockState.installed ? ok(languageOptions) : errorResponses.notInstalled(),
  ),
  http.get(anyOrigin(endpoints.getUserCenterAgent.path), () =>
    mockState.installed ? ok(userCenterAgent) : errorResponses.notInstalled(),
  ),
];
