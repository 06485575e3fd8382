import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** The member's bookmarks; tagged by post, so un-bookmarking a post anywhere refreshes the list. */
export const bookmarksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPersonalCollectionPage: build.query({
      ...fromContract(endpoints.getPersonalCollectionPage),
      providesTags: (result) => ['Question', ...(result?.list ?? []).map((q) => ({ type: 'Question' as const, id: q.id }))],
    }),
  }),
});

export const { useGetPersonalCollectionPageQuery } = bookmarksApi;
