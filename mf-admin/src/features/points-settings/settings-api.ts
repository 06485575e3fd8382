import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const SETTINGS = { type: 'Points', id: 'settings' } as const;

export const pointsSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPointsSettings: build.query({ ...fromContract(endpoints.getAdminPointsSettings), providesTags: [SETTINGS] }),
    updateAdminPointsSettings: build.mutation({ ...fromContract(endpoints.updateAdminPointsSettings), invalidatesTags: [SETTINGS] }),
  }),
});

export const { useGetAdminPointsSettingsQuery, useUpdateAdminPointsSettingsMutation } = pointsSettingsApi;
