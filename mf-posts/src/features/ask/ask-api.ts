import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** Ask and edit posts and the ask page's helpers, injected into the one api slice. */
export const askApi = api.injectEndpoints({
  endpoints: (build) => ({
    addQuestion: build.mutation({
      ...fromContract(endpoints.addQuestion, { policy: { passErrors: true } }),
      // New post: lists and tag counts change.
      invalidatesTags: ['Question', 'Tag'],
    }),
    updateQuestion: build.mutation({
      ...fromContract(endpoints.updateQuestion, { policy: { passErrors: true } }),
      invalidatesTags: ['Question', 'Tag'],
    }),
    getSimilarQuestions: build.query({
      ...fromContract(endpoints.getSimilarQuestions),
      providesTags: ['Question'],
    }),
    getQuestionTags: build.query({
      ...fromContract(endpoints.getQuestionTags),
      providesTags: ['Tag'],
    }),
    /** question/info for the edit form (its own name: the detail page injects its own question/info endpoint). */
    getPostForEdit: build.query({
      ...fromContract(endpoints.getQuestionInfo, { arg: (id: string) => ({ id }) }),
      providesTags: (_r, _e, id) => [{ type: 'Question', id }],
    }),
  }),
});

export const { useAddQuestionMutation, useUpdateQuestionMutation, useGetSimilarQuestionsQuery, useGetQuestionTagsQuery, useGetPostForEditQuery } = askApi;

/** The detail page of a post (the slug form when the post has one). */
export const postPath = (id: string, urlTitle: string) => (urlTitle ? `/questions/${id}/${urlTitle}` : `/questions/${id}`);
