import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

// Members' plugin settings. In components/ because the settings menu lists the plugins too.
export const userPluginsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserPluginConfigs: build.query({ ...fromContract(endpoints.getUserPluginConfigs), providesTags: ['Plugin'] }),
    getUserPluginConfig: build.query({ ...fromContract(endpoints.getUserPluginConfig), providesTags: ['Plugin'] }),
    updateUserPluginConfig: build.mutation({ ...fromContract(endpoints.updateUserPluginConfig), invalidatesTags: ['Plugin'] }),
  }),
});

export const { useGetUserPluginConfigsQuery, useGetUserPluginConfigQuery, useUpdateUserPluginConfigMutation } = userPluginsApi;
