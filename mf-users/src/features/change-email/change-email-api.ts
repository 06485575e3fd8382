import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

// Asking for the change (requestEmailChange) is shared with the settings page: components/email-change-api.ts.
export const changeEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The confirmation link's code; answers the user with a fresh token (403 url_expired when spent or expired).
    changeEmail: build.mutation({
      ...fromContract(endpoints.changeEmail, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useChangeEmailMutation } = changeEmailApi;
