import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const SETTING = { type: 'Settings', id: 'review' } as const;

export const reviewSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSettings: build.query({ ...fromContract(endpoints.getReviewSettings), providesTags: [SETTING] }),
    updateReviewSettings: build.mutation({ ...fromContract(endpoints.updateReviewSettings), invalidatesTags: [SETTING] }),
  }),
});

export const { useGetReviewSettingsQuery, useUpdateReviewSettingsMutation } = reviewSettingsApi;
