import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server revokes the token the request carries (baseQuery sends it).
    logout: build.mutation(fromContract(endpoints.logout)),
  }),
});

export const { useLogoutMutation } = logoutApi;
