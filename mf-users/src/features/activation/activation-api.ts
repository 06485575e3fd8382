import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const activationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The activation link's code. A spent or expired code answers 403 url_expired, which the baseQuery turns into
    // the activation-failed page. The answer is the activated user with a fresh token: the page stores it.
    verifyEmail: build.mutation({
      ...fromContract(endpoints.verifyEmail, { policy: { passErrors: true } }),
    }),
    sendVerificationEmail: build.mutation({
      ...fromContract(endpoints.sendVerificationEmail, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useVerifyEmailMutation, useSendVerificationEmailMutation } = activationApi;
