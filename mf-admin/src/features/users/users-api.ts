import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

// Every change to a user refreshes the users list and the user's page ('Admin'), and the logged user's own data
// ('User') in case a page shows it.
const CHANGED = ['Admin', 'User'] as const;

export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUser: build.query({ ...fromContract(endpoints.getAdminUser), providesTags: ['Admin'] }),
    getRoles: build.query({ ...fromContract(endpoints.getRoles), providesTags: ['Admin'] }),
    // A fresh single-use link each time it is asked for: never served from the cache.
    getUserActivation: build.query({ ...fromContract(endpoints.getUserActivation), keepUnusedDataFor: 0 }),
    activateUser: build.mutation({ ...fromContract(endpoints.activateUser), invalidatesTags: [...CHANGED] }),
    addUser: build.mutation({ ...fromContract(endpoints.addUser), invalidatesTags: [...CHANGED] }),
    editUserProfile: build.mutation({ ...fromContract(endpoints.editUserProfile), invalidatesTags: [...CHANGED] }),
    sendUserActivation: build.mutation({ ...fromContract(endpoints.sendUserActivation) }),
    addUsers: build.mutation({ ...fromContract(endpoints.addUsers), invalidatesTags: [...CHANGED] }),
    updateUserStatus: build.mutation({ ...fromContract(endpoints.updateUserStatus), invalidatesTags: [...CHANGED] }),
    updateUserRole: build.mutation({ ...fromContract(endpoints.updateUserRole), invalidatesTags: [...CHANGED] }),
    setUserPassword: build.mutation({ ...fromContract(endpoints.setUserPassword), invalidatesTags: [...CHANGED] }),
  }),
});

export const {
  useGetAdminUserQuery,
  useGetRolesQuery,
  useLazyGetUserActivationQuery,
  useActivateUserMutation,
  useAddUsersMutation,
  useAddUserMutation,
  useEditUserProfileMutation,
  useSendUserActivationMutation,
  useUpdateUserStatusMutation,
  useUpdateUserRoleMutation,
  useSetUserPasswordMutation,
} = adminUsersApi;
