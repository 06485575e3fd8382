import { api } from '@site/shared/api';
import { endpoints, type QuestionPageQuery, type ResponseOf } from '@site/shared/contract';

/** The post list, injected into the one api slice; the 'Question' tag lets other remotes refresh it. */
export const postListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionPage: build.query<ResponseOf<'getQuestionPage'>, QuestionPageQuery>({
      query: (params) => ({ url: endpoints.getQuestionPage.path, params }),
      providesTags: ['Question'],
    }),
  }),
});

export const { useGetQuestionPageQuery } = postListApi;
