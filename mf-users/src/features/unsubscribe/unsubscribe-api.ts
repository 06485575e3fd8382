import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mail's one-click link: turns one notification setting off (403 url_expired when the code is spent or unknown).
    unsubscribeNotification: build.mutation({
      ...fromContract(endpoints.unsubscribeNotification, { policy: { passErrors: true } }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useUnsubscribeNotificationMutation } = unsubscribeApi;
