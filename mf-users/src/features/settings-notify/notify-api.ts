import { api } from '@site/shared/api';
import { endpoints, type ResponseOf, type UpdateNotificationConfigBody } from '@site/shared/contract';

export const notifyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationConfig: build.query<ResponseOf<'getNotificationConfig'>, void>({
      query: () => ({ url: endpoints.getNotificationConfig.path }),
      providesTags: ['Settings'],
    }),
    updateNotificationConfig: build.mutation<ResponseOf<'updateNotificationConfig'>, UpdateNotificationConfigBody>({
      query: (body) => ({ url: endpoints.updateNotificationConfig.path, method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetNotificationConfigQuery, useUpdateNotificationConfigMutation } = notifyApi;
