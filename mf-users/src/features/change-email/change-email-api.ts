import { api } from '@site/shared/api';
import { endpoints, type ChangeEmailBody, type EmailChangeCodeBody, type ResponseOf } from '@site/shared/contract';

export const changeEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Mails a confirmation link to the new address; nothing changes until it is opened.
    requestEmailChange: build.mutation<ResponseOf<'requestEmailChange'>, EmailChangeCodeBody>({
      query: (body) => ({ url: endpoints.requestEmailChange.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
    // The confirmation link's code; answers the user with a fresh token (403 url_expired when spent or expired).
    changeEmail: build.mutation<ResponseOf<'changeEmail'>, ChangeEmailBody>({
      query: (body) => ({ url: endpoints.changeEmail.path, method: 'PUT', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useRequestEmailChangeMutation, useChangeEmailMutation } = changeEmailApi;
