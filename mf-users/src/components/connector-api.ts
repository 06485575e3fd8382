import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** GET connector/info: the third-party logins the login and sign-up pages offer. */
export const connectorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnectorInfo: build.query({
      ...fromContract(endpoints.getConnectorInfo, { policy: { ignore50X: true } }),
      providesTags: ['SiteInfo'],
    }),
  }),
});

export const { useGetConnectorInfoQuery } = connectorApi;
