import { api } from '@site/shared/api';
import { endpoints, type PasswordReplacementBody, type ResponseOf } from '@site/shared/contract';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A spent or expired code answers 403 url_expired: the baseQuery shows the expired-link page.
    replacePassword: build.mutation<ResponseOf<'replacePassword'>, PasswordReplacementBody>({
      query: (body) => ({ url: endpoints.replacePassword.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useReplacePasswordMutation } = passwordResetApi;
