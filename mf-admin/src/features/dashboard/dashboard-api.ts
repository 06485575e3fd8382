import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Counts move with every post: refetched on each visit, and when the contents pages change a status.
    getDashboard: build.query({ ...fromContract(endpoints.getDashboard), providesTags: [{ type: 'Admin', id: 'dashboard' }] }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
