import { api } from '@site/shared/api';
import { endpoints, type ConnectorBindingStartBody, type ConnectorUnbindingBody, type ModifyPasswordBody, type ResponseOf } from '@site/shared/contract';

export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    modifyPassword: build.mutation<ResponseOf<'modifyPassword'>, ModifyPasswordBody>({
      query: (body) => ({ url: endpoints.modifyPassword.path, method: 'PUT', body, policy: { passErrors: true } }),
      invalidatesTags: ['User'],
    }),
    // "My logins": every enabled connector and whether this user is bound to it.
    getConnectorUserInfo: build.query<ResponseOf<'getConnectorUserInfo'>, void>({
      query: () => ({ url: endpoints.getConnectorUserInfo.path }),
      providesTags: ['Settings'],
    }),
    // A one-time link that starts the provider's login for this user (a browser trip carries no Authorization).
    startConnectorBinding: build.mutation<ResponseOf<'startConnectorBinding'>, ConnectorBindingStartBody>({
      query: (body) => ({ url: endpoints.startConnectorBinding.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
    // passErrors: refusing to remove the last way to log in is said next to the list, not as a stray dialog.
    unbindConnector: build.mutation<ResponseOf<'unbindConnector'>, ConnectorUnbindingBody>({
      query: (body) => ({ url: endpoints.unbindConnector.path, method: 'DELETE', body, policy: { passErrors: true } }),
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
