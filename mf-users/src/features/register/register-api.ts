import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The answer is the new (not yet activated) user with its token; the page stores it.
    registerByEmail: build.mutation({
      ...fromContract(endpoints.registerByEmail, { policy: { passErrors: true } }),
    }),
  }),
});

export const { useRegisterByEmailMutation } = registerApi;
