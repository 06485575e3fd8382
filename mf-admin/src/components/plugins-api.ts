import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

// The admin's plugin calls. In components/ because the admin menu (layout) lists each configurable plugin's page too.
export const adminPluginsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPlugins: build.query({ ...fromContract(endpoints.getAdminPlugins), providesTags: ['Plugin'] }),
    updatePluginStatus: build.mutation({ ...fromContract(endpoints.updatePluginStatus), invalidatesTags: ['Plugin'] }),
    getPluginConfig: build.query({ ...fromContract(endpoints.getPluginConfig), providesTags: ['Plugin'] }),
    updatePluginConfig: build.mutation({ ...fromContract(endpoints.updatePluginConfig), invalidatesTags: ['Plugin'] }),
  }),
});

export const { useGetAdminPluginsQuery, useUpdatePluginStatusMutation, useGetPluginConfigQuery, useUpdatePluginConfigMutation } = adminPluginsApi;
