import { api } from '@site/shared/api';
import { endpoints, type ChangeEmailBody, type ResponseOf } from '@site/shared/contract';

// Asking for the change (requestEmailChange) is shared with the settings page: components/email-change-api.ts.
export const changeEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The confirmation link's code; answers the user with a fresh token (403 url_expired when spent or expired).
    changeEmail: build.mutation<ResponseOf<'changeEmail'>, ChangeEmailBody>({
      query: (body) => ({ url: endpoints.changeEmail.path, method: 'PUT', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useChangeEmailMutation } = changeEmailApi;
