import { api } from '@site/shared/api';
import { endpoints, type ResponseOf, type SendVerificationBody, type VerifyEmailBody } from '@site/shared/contract';

export const activationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The activation link's code. A spent or expired code answers 403 url_expired, which the baseQuery turns into
    // the activation-failed page. The answer is the activated user with a fresh token: the page stores it.
    verifyEmail: build.mutation<ResponseOf<'verifyEmail'>, VerifyEmailBody>({
      query: (body) => ({ url: endpoints.verifyEmail.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
    sendVerificationEmail: build.mutation<ResponseOf<'sendVerificationEmail'>, SendVerificationBody>({
      query: (body) => ({ url: endpoints.sendVerificationEmail.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useVerifyEmailMutation, useSendVerificationEmailMutation } = activationApi;
