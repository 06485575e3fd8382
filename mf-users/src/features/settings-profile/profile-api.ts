import { api } from '@site/shared/api';
import { endpoints, type ResponseOf, type UpdateUserInfoBody } from '@site/shared/contract';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // passErrors: field errors belong on the form. Invalidating 'User' refetches the current user everywhere.
    updateUserInfo: build.mutation<ResponseOf<'updateUserInfo'>, UpdateUserInfoBody>({
      query: (body) => ({ url: endpoints.updateUserInfo.path, method: 'PUT', body, policy: { passErrors: true } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateUserInfoMutation } = profileApi;
