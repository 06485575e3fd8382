import { http } from 'msw';
import { baseInfoSchema, dbConfigSchema, endpoints } from '@site/shared/contract';
import { errorResponses, ok } from '../envelope.js';
import { installCheck, languageOptions } from '../fixtures/index.js';
import { mockState } from '../state.js';
import { anyOrigin } from './paths.js';

type Issue = { path: PropertyKey[]; message: string };
const fieldErrorsOf = (issues: Issue[]) =>
  errorResponses.fieldErrors(issues.map((i) => ({ error_field: String(i.path[0] ?? ''), error_msg: i.message })));
const body = async (request: Request): Promise<unknown> => request.json().catch(() => ({}));

/** The install wizard's endpoints; once installed, POSTs answer 400 already_installed (err_type alert). */
export const installationHandlers = [
  http.get(anyOrigin(endpoints.getInstallLanguageOptions.path), () => ok(languageOptions)),
  http.post(anyOrigin(endpoints.checkInstallConfigFile.path), () =>
    mockState.installed ? errorResponses.alreadyInstalled() : ok(installCheck),
  ),
  http.post(anyOrigin(endpoints.checkInstallDb.path), async ({ request }) => {
    if (mockState.installed) return errorResponses.alreadyInstalled();
    const parsed = dbConfigSchema.safeParse(await body(request));
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
    return ok({ ...installCheck, db_connection_success: true });
  }),
  http.post(anyOrigin(endpoints.initInstall.path), async ({ request }) => {
    if (mockState.installed) return errorResponses.alreadyInstalled();
    const parsed = dbConfigSchema.safeParse(await body(request));
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
    return ok(null);
  }),
  http.post(anyOrigin(endpoints.installBaseInfo.path), async ({ request }) => {
    if (mockState.installed) return errorResponses.alreadyInstalled();
    const parsed = baseInfoSchema.safeParse(await body(request));
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
    mockState.installed = true;
    mockState.siteInfo.general.name = parsed.data.site_name;
    mockState.siteInfo.general.site_url = parsed.data.site_url;
    return ok(null);
  }),
];
