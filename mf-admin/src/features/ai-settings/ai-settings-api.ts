import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const SETTINGS = { type: 'Settings', id: 'ai' } as const;

export const aiSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAiConfig: build.query({ ...fromContract(endpoints.getAdminAiConfig), providesTags: [SETTINGS] }),
    // Site info says whether AI replies are on: saving refreshes it, so the AI buttons follow at once.
    updateAdminAiConfig: build.mutation({ ...fromContract(endpoints.updateAdminAiConfig), invalidatesTags: [SETTINGS, 'SiteInfo'] }),
    getAdminAiModels: build.mutation({ ...fromContract(endpoints.getAdminAiModels) }),
  }),
});

export const { useGetAdminAiConfigQuery, useUpdateAdminAiConfigMutation, useGetAdminAiModelsMutation } = aiSettingsApi;
