import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const SETTING = { type: 'Settings', id: 'cloud-drive' } as const;

export const cloudDriveSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCloudDriveSettings: build.query({ ...fromContract(endpoints.getCloudDriveSettings), providesTags: [SETTING] }),
    // siteinfo carries the drive too: the shell and the ask page follow the change at once.
    updateCloudDriveSettings: build.mutation({ ...fromContract(endpoints.updateCloudDriveSettings), invalidatesTags: [SETTING, 'SiteInfo'] }),
  }),
});

export const { useGetCloudDriveSettingsQuery, useUpdateCloudDriveSettingsMutation } = cloudDriveSettingsApi;
