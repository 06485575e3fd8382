import { api } from '@site/shared/api';
import { endpoints, type ResponseOf } from '@site/shared/contract';

/** GET connector/info: the third-party logins the login and sign-up pages offer. */
export const connectorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnectorInfo: build.query<ResponseOf<'getConnectorInfo'>, void>({
      query: () => ({ url: endpoints.getConnectorInfo.path, policy: { ignore50X: true } }),
      providesTags: ['SiteInfo'],
    }),
  }),
});

export const { useGetConnectorInfoQuery } = connectorApi;
