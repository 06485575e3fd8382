import { api } from '@site/shared/api';
import { endpoints, type PasswordResetBody, type ResponseOf } from '@site/shared/contract';

export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Answers success for any well-formed email: whether an account uses it is not revealed.
    requestPasswordReset: build.mutation<ResponseOf<'requestPasswordReset'>, PasswordResetBody>({
      query: (body) => ({ url: endpoints.requestPasswordReset.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = recoveryApi;
