import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

// The admin's theme and custom code. A save also invalidates 'SiteInfo': the shell renders every page from siteinfo's
// theme and custom code, so the admin sees the new colours, header and footer at once.
const tag = (id: string) => ({ type: 'Settings' as const, id: `site-${id}` });
const saved = (id: string) => [tag(id), 'SiteInfo' as const];

export const customizeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteThemeSettings: build.query({ ...fromContract(endpoints.getSiteThemeSettings), providesTags: [tag('theme')] }),
    updateSiteThemeSettings: build.mutation({ ...fromContract(endpoints.updateSiteThemeSettings), invalidatesTags: saved('theme') }),
    getSiteCustomCode: build.query({ ...fromContract(endpoints.getSiteCustomCode), providesTags: [tag('custom-code')] }),
    updateSiteCustomCode: build.mutation({ ...fromContract(endpoints.updateSiteCustomCode), invalidatesTags: saved('custom-code') }),
  }),
});

export const { useGetSiteThemeSettingsQuery, useUpdateSiteThemeSettingsMutation, useGetSiteCustomCodeQuery, useUpdateSiteCustomCodeMutation } =
  customizeApi;
