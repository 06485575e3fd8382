import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const grantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The admin's users list, read here as the member look-up (`query`: username, display name, e-mail or id:<n>).
    getAdminUsersPage: build.query({ ...fromContract(endpoints.getAdminUsersPage), providesTags: ['Admin'] }),
    grantPoints: build.mutation({ ...fromContract(endpoints.grantPoints), invalidatesTags: [{ type: 'Points', id: 'ledger' }] }),
  }),
});

export const { useGetAdminUsersPageQuery, useGrantPointsMutation } = grantsApi;
