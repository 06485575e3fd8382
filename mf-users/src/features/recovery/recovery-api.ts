import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Answers success for any well-formed email: whether an account uses it is not revealed.
    requestPasswordReset: build.mutation({
      ...fromContract(endpoints.requestPasswordReset, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = recoveryApi;
