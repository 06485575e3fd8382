import { http } from 'msw';
import { baseInfoSchema, dbConfigSchema, endpoints } from '@site/shared/contract';
import { errorResponses, ok, readJson } from '../envelope.js';
import { initProgress, installCheck, languageOptions } from '../fixtures/index.js';
import { mockState } from '../state.js';
import { anyOrigin } from './paths.js';

/** The install wizard's endpoints; once installed, POSTs answer 400 already_installed (err_type alert). */
export const installationHandlers = [
  http.get(anyOrigin(endpoints.getInstallLanguageOptions.path), () => ok(languageOptions)),
  http.post(anyOrigin(endpoints.checkInstallConfigFile.path), () =>
    mockState.installed ? errorResponses.alreadyInstalled() : ok(installCheck),
  ),
  http.post(anyOrigin(endpoints.checkInstallDb.path), async ({ request }) => {
    if (mockState.installed) return errorResponses.alreadyInstalled();
    const parsed = dbConfigSchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    return ok({ ...installCheck, db_connection_success: true });
  }),
  http.post(anyOrigin(endpoints.initInstall.path), async ({ request }) => {
    if (mockState.installed) return errorResponses.alreadyInstalled();
    const parsed = dbConfigSchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    return ok(initProgress.done);
  }),
  // Canned: a fast server that finishes init within the request; tests of a slow one override both answers.
  http.get(anyOrigin(endpoints.getInstallInitStatus.path), () => ok(initProgress.idle)),
  http.post(anyOrigin(endpoints.installBaseInfo.path), async ({ request }) => {
    if (mockState.installed) return errorResponses.alreadyInstalled();
    const parsed = baseInfoSchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    mockState.installed = true;
    mockState.siteInfo.general.name = parsed.data.site_name;
    mockState.siteInfo.general.site_url = parsed.data.site_url;
    return ok(null);
  }),
];
