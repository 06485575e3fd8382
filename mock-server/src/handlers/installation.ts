import { endpoints } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { initProgress, installCheck, languageOptions } from '../fixtures/index.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';

/** The site API's answer by the fixture's installation state: 503 not_installed before installation, as the server. */
export const whenInstalled = <T>(answer: () => T): T | Response => (mockState.installed ? answer() : errorResponses.notInstalled());

/** Once installed, the wizard's POSTs answer 400 already_installed (err_type alert), as the server. */
const whenNotInstalled = <T>(answer: () => T): T | Response => (mockState.installed ? errorResponses.alreadyInstalled() : answer());

/** The install wizard's endpoints (open to anyone), driven by `mockState.installed`. */
export const installationHandlers = [
  handle(endpoints.getInstallLanguageOptions, () => languageOptions),
  handle(endpoints.checkInstallConfigFile, () => whenNotInstalled(() => installCheck)),
  handle(endpoints.checkInstallDb, () => whenNotInstalled(() => ({ ...installCheck, db_connection_success: true }))),
  handle(endpoints.initInstall, () => whenNotInstalled(() => initProgress.done)),
  // Canned: a fast server that finishes init within the request; tests of a slow one override both answers.
  handle(endpoints.getInstallInitStatus, () => initProgress.idle),
  handle(endpoints.installBaseInfo, ({ body }) =>
    whenNotInstalled(() => {
      mockState.installed = true;
      mockState.siteInfo.general.name = body.site_name;
      mockState.siteInfo.general.site_url = body.site_url;
      return null;
    }),
  ),
];
