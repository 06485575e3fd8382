import { api } from '@site/shared/api';
import { endpoints, type ResponseOf } from '@site/shared/contract';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server revokes the token the request carries (baseQuery sends it).
    logout: build.mutation<ResponseOf<'logout'>, void>({ query: () => ({ url: endpoints.logout.path }) }),
  }),
});

export const { useLogoutMutation } = logoutApi;
