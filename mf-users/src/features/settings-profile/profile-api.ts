import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // passErrors: field errors belong on the form. Invalidating 'User' refetches the current user everywhere.
    updateUserInfo: build.mutation({
      ...fromContract(endpoints.updateUserInfo, { policy: { passErrors: true } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateUserInfoMutation } = profileApi;
