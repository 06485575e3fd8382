import { api } from '@site/shared/api';
import { endpoints, type EmailChangeCodeBody, type ResponseOf } from '@site/shared/contract';

/**
 * POST user/email/change/code, for every page that asks for a new address (settings' account page, the
 * not-yet-activated change-email page): mails a confirmation link; nothing changes until it is opened.
 */
export const emailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation<ResponseOf<'requestEmailChange'>, EmailChangeCodeBody>({
      query: (body) => ({ url: endpoints.requestEmailChange.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useRequestEmailChangeMutation } = emailChangeApi;
