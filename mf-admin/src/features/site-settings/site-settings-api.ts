import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

// The admin's site settings groups. A save also invalidates 'SiteInfo': the shell's header, footer and every
// remote read siteinfo, so a new name or logo shows at once.
const tag = (id: string) => ({ type: 'Settings' as const, id: `site-${id}` });
const saved = (id: string) => [tag(id), 'SiteInfo' as const];

export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteGeneralSettings: build.query({ ...fromContract(endpoints.getSiteGeneralSettings), providesTags: [tag('general')] }),
    updateSiteGeneralSettings: build.mutation({ ...fromContract(endpoints.updateSiteGeneralSettings), invalidatesTags: saved('general') }),
    getSiteInterfaceSettings: build.query({ ...fromContract(endpoints.getSiteInterfaceSettings), providesTags: [tag('interface')] }),
    updateSiteInterfaceSettings: build.mutation({ ...fromContract(endpoints.updateSiteInterfaceSettings), invalidatesTags: saved('interface') }),
    getSiteBrandingSettings: build.query({ ...fromContract(endpoints.getSiteBrandingSettings), providesTags: [tag('branding')] }),
    updateSiteBrandingSettings: build.mutation({ ...fromContract(endpoints.updateSiteBrandingSettings), invalidatesTags: saved('branding') }),
    getSiteWriteSettings: build.query({ ...fromContract(endpoints.getSiteWriteSettings), providesTags: [tag('write')] }),
    updateSiteWriteSettings: build.mutation({ ...fromContract(endpoints.updateSiteWriteSettings), invalidatesTags: saved('write') }),
    getSiteSeoSettings: build.query({ ...fromContract(endpoints.getSiteSeoSettings), providesTags: [tag('seo')] }),
    updateSiteSeoSettings: build.mutation({ ...fromContract(endpoints.updateSiteSeoSettings), invalidatesTags: saved('seo') }),
    getSiteLegalSettings: build.query({ ...fromContract(endpoints.getSiteLegalSettings), providesTags: [tag('legal')] }),
    updateSiteLegalSettings: build.mutation({ ...fromContract(endpoints.updateSiteLegalSettings), invalidatesTags: saved('legal') }),
    getSiteLoginSettings: build.query({ ...fromContract(endpoints.getSiteLoginSettings), providesTags: [tag('login')] }),
    updateSiteLoginSettings: build.mutation({ ...fromContract(endpoints.updateSiteLoginSettings), invalidatesTags: saved('login') }),
    getSiteUsersSettings: build.query({ ...fromContract(endpoints.getSiteUsersSettings), providesTags: [tag('users')] }),
    updateSiteUsersSettings: build.mutation({ ...fromContract(endpoints.updateSiteUsersSettings), invalidatesTags: saved('users') }),
    getSiteMaintenance: build.query({ ...fromContract(endpoints.getSiteMaintenance), providesTags: [tag('maintenance')] }),
    updateSiteMaintenance: build.mutation({ ...fromContract(endpoints.updateSiteMaintenance), invalidatesTags: saved('maintenance') }),
    getSmtpConfig: build.query({ ...fromContract(endpoints.getSmtpConfig), providesTags: [tag('smtp')] }),
    updateSmtpConfig: build.mutation({ ...fromContract(endpoints.updateSmtpConfig), invalidatesTags: [tag('smtp')] }),
  }),
});

export const {
  useGetSiteGeneralSettingsQuery,
  useUpdateSiteGeneralSettingsMutation,
  useGetSiteInterfaceSettingsQuery,
  useUpdateSiteInterfaceSettingsMutation,
  useGetSiteBrandingSettingsQuery,
  useUpdateSiteBrandingSettingsMutation,
  useGetSiteWriteSettingsQuery,
  useUpdateSiteWriteSettingsMutation,
  useGetSiteSeoSettingsQuery,
  useUpdateSiteSeoSettingsMutation,
  useGetSiteLegalSettingsQuery,
  useUpdateSiteLegalSettingsMutation,
  useGetSiteLoginSettingsQuery,
  useUpdateSiteLoginSettingsMutation,
  useGetSiteUsersSettingsQuery,
  useUpdateSiteUsersSettingsMutation,
  useGetSiteMaintenanceQuery,
  useUpdateSiteMaintenanceMutation,
  useGetSmtpConfigQuery,
  useUpdateSmtpConfigMutation,
} = siteSettingsApi;
