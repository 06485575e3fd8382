import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginByEmail: build.mutation({
      // passErrors: a wrong password is shown on the form, not as a toast.
      ...fromContract(endpoints.loginByEmail, { policy: { passErrors: true } }),
      // No invalidatesTags: a refetch of user/info would race the token being stored and log the user out again.
      // The page stores the returned user (it carries the token) in the auth slice instead.
    }),
  }),
});

export const { useLoginByEmailMutation } = loginApi;
