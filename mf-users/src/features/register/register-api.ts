import { api } from '@site/shared/api';
import { endpoints, type RegisterByEmailBody, type ResponseOf } from '@site/shared/contract';

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The answer is the new (not yet activated) user with its token; the page stores it.
    registerByEmail: build.mutation<ResponseOf<'registerByEmail'>, RegisterByEmailBody>({
      query: (body) => ({ url: endpoints.registerByEmail.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useRegisterByEmailMutation } = registerApi;
