import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A spent or expired code answers 403 url_expired: the baseQuery shows the expired-link page.
    replacePassword: build.mutation({
      ...fromContract(endpoints.replacePassword, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useReplacePasswordMutation } = passwordResetApi;
