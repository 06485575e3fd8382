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
    // The member's data, saved by the page as a file (a lazy query: read only when asked for).
    exportAccountData: build.query({ ...fromContract(endpoints.exportAccountData, { policy: { passErrors: true } }), keepUnusedDataFor: 0 }),
    // passErrors: a wrong password or what still holds the member's points is said in the dialog.
    deleteAccount: build.mutation({ ...fromContract(endpoints.deleteAccount, { policy: { passErrors: true } }) }),
    mailAccountDeletion: build.mutation({ ...fromContract(endpoints.mailAccountDeletion, { policy: { passErrors: true } }) }),
    confirmAccountDeletion: build.mutation({ ...fromContract(endpoints.confirmAccountDeletion, { policy: { passErrors: true } }) }),
  }),
});

export const {
  useModifyPasswordMutation,
  useGetConnectorUserInfoQuery,
  useStartConnectorBindingMutation,
  useUnbindConnectorMutation,
  useLazyExportAccountDataQuery,
  useDeleteAccountMutation,
  useMailAccountDeletionMutation,
  useConfirmAccountDeletionMutation,
} = accountSettingsApi;
