import { api } from '@site/shared/api';
import { endpoints, type ResponseOf } from '@site/shared/contract';

/** The member's bookmarks; tagged by post, so un-bookmarking a post anywhere refreshes the list. */
export const bookmarksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPersonalCollectionPage: build.query<ResponseOf<'getPersonalCollectionPage'>, { page: number; page_size: number }>({
      query: (params) => ({ url: endpoints.getPersonalCollectionPage.path, params }),
      providesTags: (result) => ['Question', ...(result?.list ?? []).map((q) => ({ type: 'Question' as const, id: q.id }))],
    }),
  }),
});

export const { useGetPersonalCollectionPageQuery } = bookmarksApi;
