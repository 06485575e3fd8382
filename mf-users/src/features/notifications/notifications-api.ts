import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/**
 * The member's inbox and achievements. Every change of read state invalidates `Notification`, which the header's
 * red dots (the shell's status query) provide too, so the badge follows at once.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPage: build.query({
      ...fromContract(endpoints.getNotificationPage),
      providesTags: ['Notification'],
    }),
    clearNotificationStatus: build.mutation({
      ...fromContract(endpoints.clearNotificationStatus),
      invalidatesTags: ['Notification'],
    }),
    readNotification: build.mutation({
      ...fromContract(endpoints.readNotification),
      invalidatesTags: ['Notification'],
    }),
    readAllNotifications: build.mutation({
      ...fromContract(endpoints.readAllNotifications),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationPageQuery, useClearNotificationStatusMutation, useReadNotificationMutation, useReadAllNotificationsMutation } =
  notificationsApi;
