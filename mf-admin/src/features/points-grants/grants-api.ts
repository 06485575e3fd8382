import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const grantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    grantPoints: build.mutation({ ...fromContract(endpoints.grantPoints), invalidatesTags: [{ type: 'Points', id: 'ledger' }] }),
  }),
});

export const { useGrantPointsMutation } = grantsApi;
