import { api, errorMessage, fromContract, isApiError } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** Install calls; errors come back to the wizard (passErrors) because it shows them in place. */
export const installApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstallLanguageOptions: build.query({
      ...fromContract(endpoints.getInstallLanguageOptions),
      providesTags: ['Install'],
    }),
    checkInstallConfigFile: build.mutation({
      ...fromContract(endpoints.checkInstallConfigFile, { policy: { passErrors: true } }),
    }),
    checkInstallDb: build.mutation({
      ...fromContract(endpoints.checkInstallDb, { policy: { passErrors: true } }),
    }),
    initInstall: build.mutation({
      ...fromContract(endpoints.initInstall, { policy: { passErrors: true, ignore50X: true } }),
    }),
    // Polled while the server initialises; a restarting server is shown in place, never as the 50X page.
    getInstallInitStatus: build.query({
      ...fromContract(endpoints.getInstallInitStatus, { policy: { passErrors: true, ignore50X: true } }),
    }),
    installBaseInfo: build.mutation({
      ...fromContract(endpoints.installBaseInfo, { policy: { passErrors: true } }),
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
