import { createApi } from '@reduxjs/toolkit/query/react';
import { endpoints } from '../contract/index.js';
import { clearUser, setUser } from '../store/auth-slice.js';
import { baseQuery } from './base-query.js';
import { fromContract } from './from-contract.js';

/** Every tag type of the product; remotes' injected endpoints use only these. */
export const TAG_TYPES = [
  'SiteInfo',
  'User',
  'Question',
  'Answer',
  'Comment',
  'Tag',
  'Notification',
  'Review',
  'Admin',
  'Install',
  'Points',
  'Settings',
  // GET permission: what the member's reputation allows under the admin's privilege table.
  'Permission',
  // The installed plugins: their switches (GET plugin/status, admin plugins) and configs.
  'Plugin',
] as const;

/** The ONE RTK Query api slice. Remotes add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    getSiteInfo: build.query({
      ...fromContract(endpoints.getSiteInfo),
      providesTags: ['SiteInfo'],
    }),
    getUserInfo: build.query({
      ...fromContract(endpoints.getUserInfo),
      providesTags: ['User'],
      // The auth slice mirrors the fetched user: null (no or invalid token) logs the visitor out.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(data ? setUser(data) : clearUser());
        } catch {
          // errors were routed by the baseQuery
        }
      },
    }),
    getUserCenterAgent: build.query({
      ...fromContract(endpoints.getUserCenterAgent),
      providesTags: ['SiteInfo'],
    }),
    getLanguageOptions: build.query({
      ...fromContract(endpoints.getLanguageOptions),
      providesTags: ['SiteInfo'],
    }),
    // Whether an action needs a captcha now, with a fresh one when it does (login, sign-up, e-mail flows, password,
    // flags). Never cached: a captcha is single-use.
    getActionRecord: build.query({
      ...fromContract(endpoints.getActionRecord),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetSiteInfoQuery,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useGetUserCenterAgentQuery,
  useGetLanguageOptionsQuery,
  useGetActionRecordQuery,
  useLazyGetActionRecordQuery,
} = api;
