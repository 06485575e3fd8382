import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** Search and the search plugin's credit, injected into the one api slice. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearch: build.query({
      ...fromContract(endpoints.getSearch),
      // Any change to posts or answers can change the hits.
      providesTags: ['Question', 'Answer'],
    }),
    getSearchDesc: build.query({
      ...fromContract(endpoints.getSearchDesc),
      providesTags: ['SiteInfo'],
    }),
  }),
});

export const { useGetSearchQuery, useGetSearchDescQuery } = searchApi;
