import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const notifyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationConfig: build.query({
      ...fromContract(endpoints.getNotificationConfig),
      providesTags: ['Settings'],
    }),
    updateNotificationConfig: build.mutation({
      ...fromContract(endpoints.updateNotificationConfig),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetNotificationConfigQuery, useUpdateNotificationConfigMutation } = notifyApi;
