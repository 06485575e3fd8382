import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** The post list, injected into the one api slice; the 'Question' tag lets other remotes refresh it. */
export const postListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionPage: build.query({
      ...fromContract(endpoints.getQuestionPage),
      providesTags: ['Question'],
    }),
  }),
});

export const { useGetQuestionPageQuery } = postListApi;
