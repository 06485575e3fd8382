import { api } from '@site/shared/api';
import { endpoints, type ResponseOf, type SearchQuery } from '@site/shared/contract';

/** Search and the search plugin's credit, injected into the one api slice. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearch: build.query<ResponseOf<'getSearch'>, SearchQuery>({
      query: (params) => ({ url: endpoints.getSearch.path, params }),
      // Any change to posts or answers can change the hits.
      providesTags: ['Question', 'Answer'],
    }),
    getSearchDesc: build.query<ResponseOf<'getSearchDesc'>, void>({
      query: () => ({ url: endpoints.getSearchDesc.path }),
      providesTags: ['SiteInfo'],
    }),
  }),
});

export const { useGetSearchQuery, useGetSearchDescQuery } = searchApi;
