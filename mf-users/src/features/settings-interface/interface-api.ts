import { api } from '@site/shared/api';
import { endpoints, type ResponseOf, type UpdateUserInterfaceBody } from '@site/shared/contract';

export const interfaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUserInterface: build.mutation<ResponseOf<'updateUserInterface'>, UpdateUserInterfaceBody>({
      query: (body) => ({ url: endpoints.updateUserInterface.path, method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateUserInterfaceMutation } = interfaceApi;
