import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const remoteVersionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Deploys are made outside the site (pnpm deploy:remote): refetched on each visit.
    getAdminFrontendRemotes: build.query({ ...fromContract(endpoints.getAdminFrontendRemotes), providesTags: [{ type: 'Admin', id: 'frontend-remotes' }] }),
    getFrontendRemoteReports: build.query({ ...fromContract(endpoints.getFrontendRemoteReports), providesTags: [{ type: 'Admin', id: 'frontend-reports' }] }),
  }),
});

export const { useGetAdminFrontendRemotesQuery, useGetFrontendRemoteReportsQuery } = remoteVersionsApi;
