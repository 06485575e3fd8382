import { api } from '@site/shared/api';
import { endpoints, type ResponseOf } from '@site/shared/contract';

export const questionDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionInfo: build.query<ResponseOf<'getQuestionInfo'>, string>({
      // allow404: a missing post shows the 404 page (spec section 8).
      query: (id) => ({ url: endpoints.getQuestionInfo.path, params: { id }, policy: { allow404: true } }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id }],
    }),
  }),
});

export const { useGetQuestionInfoQuery } = questionDetailApi;
