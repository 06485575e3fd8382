import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    modifyPassword: build.mutation({
      ...fromContract(endpoints.modifyPassword, { policy: { passErrors: true } }),
      invalidatesTags: ['User'],
    }),
    // "My logins": every enabled connector and whether this user is bound to it.
    getConnectorUserInfo: build.query({
      ...fromContract(endpoints.getConnectorUserInfo),
      providesTags: ['Settings'],
    }),
    // A one-time link that starts the provider's login for this user (a browser trip carries no Authorization).
    startConnectorBinding: build.mutation({
      ...fromContract(endpoints.startConnectorBinding, { policy: { passErrors: true } }),
    }),
    // passErrors: refusing to remove the last way to log in is said next to the list, not as a stray dialog.
    unbindConnector: build.mutation({
      ...fromContract(endpoints.unbindConnector, { policy: { passErrors: true } }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useModifyPasswordMutation,
  useGetConnectorUserInfoQuery,
  useStartConnectorBindingMutation,
  useUnbindConnectorMutation,
} = accountSettingsApi;
