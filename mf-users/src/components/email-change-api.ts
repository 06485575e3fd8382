import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/**
 * POST user/email/change/code, for every page that asks for a new address (settings' account page, the
 * not-yet-activated change-email page): mails a confirmation link; nothing changes until it is opened.
 */
export const emailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation({
      ...fromContract(endpoints.requestEmailChange, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useRequestEmailChangeMutation } = emailChangeApi;
