import { api } from '@site/shared/api';
import { endpoints, type QuestionAddBody, type QuestionUpdateBody, type ResponseOf } from '@site/shared/contract';

/** Ask and edit posts and the ask page's helpers, injected into the one api slice. */
export const askApi = api.injectEndpoints({
  endpoints: (build) => ({
    addQuestion: build.mutation<ResponseOf<'addQuestion'>, QuestionAddBody>({
      query: (body) => ({ url: endpoints.addQuestion.path, method: 'POST', body, policy: { passErrors: true } }),
      // New post: lists and tag counts change.
      invalidatesTags: ['Question', 'Tag'],
    }),
    updateQuestion: build.mutation<ResponseOf<'updateQuestion'>, QuestionUpdateBody>({
      query: (body) => ({ url: endpoints.updateQuestion.path, method: 'PUT', body, policy: { passErrors: true } }),
      invalidatesTags: ['Question', 'Tag'],
    }),
    getSimilarQuestions: build.query<ResponseOf<'getSimilarQuestions'>, { title: string }>({
      query: (params) => ({ url: endpoints.getSimilarQuestions.path, params }),
      providesTags: ['Question'],
    }),
    getQuestionTags: build.query<ResponseOf<'getQuestionTags'>, { tag: string }>({
      query: (params) => ({ url: endpoints.getQuestionTags.path, params }),
      providesTags: ['Tag'],
    }),
    /** question/info for the edit form (its own name: the detail page injects its own question/info endpoint). */
    getPostForEdit: build.query<ResponseOf<'getQuestionInfo'>, string>({
      query: (id) => ({ url: endpoints.getQuestionInfo.path, params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id }],
    }),
  }),
});

export const { useAddQuestionMutation, useUpdateQuestionMutation, useGetSimilarQuestionsQuery, useGetQuestionTagsQuery, useGetPostForEditQuery } = askApi;

/** The detail page of a post (the slug form when the post has one). */
export const postPath = (id: string, urlTitle: string) => (urlTitle ? `/questions/${id}/${urlTitle}` : `/questions/${id}`);
