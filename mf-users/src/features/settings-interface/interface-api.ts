import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const interfaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUserInterface: build.mutation({
      ...fromContract(endpoints.updateUserInterface),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateUserInterfaceMutation } = interfaceApi;
