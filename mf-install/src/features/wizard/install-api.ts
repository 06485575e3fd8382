import { api, errorMessage, isApiError } from '@site/shared/api';
import { endpoints, type BaseInfo, type DbConfig, type ResponseOf } from '@site/shared/contract';

/** Install calls; errors come back to the wizard (passErrors) because it shows them in place. */
export const installApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstallLanguageOptions: build.query<ResponseOf<'getInstallLanguageOptions'>, void>({
      query: () => ({ url: endpoints.getInstallLanguageOptions.path }),
      providesTags: ['Install'],
    }),
    checkInstallConfigFile: build.mutation<ResponseOf<'checkInstallConfigFile'>, void>({
      query: () => ({ url: endpoints.checkInstallConfigFile.path, method: 'POST', body: {}, policy: { passErrors: true } }),
    }),
    checkInstallDb: build.mutation<ResponseOf<'checkInstallDb'>, DbConfig>({
      query: (body) => ({ url: endpoints.checkInstallDb.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
    initInstall: build.mutation<ResponseOf<'initInstall'>, DbConfig>({
      query: (body) => ({ url: endpoints.initInstall.path, method: 'POST', body, policy: { passErrors: true, ignore50X: true } }),
    }),
    // Polled while the server initialises; a restarting server is shown in place, never as the 50X page.
    getInstallInitStatus: build.query<ResponseOf<'getInstallInitStatus'>, void>({
      query: () => ({ url: endpoints.getInstallInitStatus.path, policy: { passErrors: true, ignore50X: true } }),
    }),
    installBaseInfo: build.mutation<ResponseOf<'installBaseInfo'>, BaseInfo>({
      query: (body) => ({ url: endpoints.installBaseInfo.path, method: 'POST', body, policy: { passErrors: true } }),
      invalidatesTags: ['SiteInfo'],
    }),
  }),
});

export const {
  useGetInstallLanguageOptionsQuery,
  useCheckInstallConfigFileMutation,
  useCheckInstallDbMutation,
  useInitInstallMutation,
  useGetInstallInitStatusQuery,
  useInstallBaseInfoMutation,
} = installApi;

/** The already-installed answer (400 error.install.already_installed). */
export function isAlreadyInstalled(error: unknown): boolean {
  return isApiError(error) && error.reason === 'error.install.already_installed';
}

export { errorMessage };
