import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const SETTING = { type: 'Settings', id: 'privileges' } as const;

export const privilegesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivilegeSettings: build.query({ ...fromContract(endpoints.getPrivilegeSettings), providesTags: [SETTING] }),
    // Every member's GET permission answer may change with the table.
    updatePrivilegeSettings: build.mutation({ ...fromContract(endpoints.updatePrivilegeSettings), invalidatesTags: [SETTING, 'Permission'] }),
  }),
});

export const { useGetPrivilegeSettingsQuery, useUpdatePrivilegeSettingsMutation } = privilegesApi;
