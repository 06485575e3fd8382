import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const confirmEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    bindConnectorEmail: build.mutation({
      ...fromContract(endpoints.bindConnectorEmail, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useBindConnectorEmailMutation } = confirmEmailApi;
