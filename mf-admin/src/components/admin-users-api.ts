import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/**
 * The admin's users list, read by the users page and, as the member look-up, by the grants form (`query`: username,
 * display name, e-mail or id:<n>). Here, not in one feature, because an endpoint is injected once.
 */
export const adminUsersListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsersPage: build.query({ ...fromContract(endpoints.getAdminUsersPage), providesTags: ['Admin'] }),
  }),
});

export const { useGetAdminUsersPageQuery } = adminUsersListApi;
