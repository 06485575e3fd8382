import { api } from '@site/shared/api';
import { endpoints, type CloseQuestionBody, type QuestionOperation } from '@site/shared/contract';

// State changes refresh every post query (the 'Question' tag): the detail, every list (pinned first, unlisted
// gone) and the related lists.
export const postActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    closeQuestion: build.mutation<null, CloseQuestionBody>({
      // passErrors: field errors come back to the close form.
      query: (body) => ({ url: endpoints.closeQuestion.path, method: 'PUT', body, policy: { passErrors: true } }),
      invalidatesTags: ['Question'],
    }),
    reopenQuestion: build.mutation<null, string>({
      query: (id) => ({ url: endpoints.reopenQuestion.path, method: 'PUT', body: { question_id: id } }),
      invalidatesTags: ['Question'],
    }),
    operateQuestion: build.mutation<null, { id: string; operation: QuestionOperation }>({
      query: (body) => ({ url: endpoints.operateQuestion.path, method: 'PUT', body }),
      invalidatesTags: ['Question'],
    }),
    deleteQuestion: build.mutation<null, string>({
      query: (id) => ({ url: endpoints.deleteQuestion.path, method: 'DELETE', body: { id } }),
      invalidatesTags: ['Question'],
    }),
    recoverQuestion: build.mutation<null, string>({
      query: (id) => ({ url: endpoints.recoverQuestion.path, method: 'POST', body: { question_id: id } }),
      invalidatesTags: ['Question'],
    }),
  }),
});

export const {
  useCloseQuestionMutation,
  useReopenQuestionMutation,
  useOperateQuestionMutation,
  useDeleteQuestionMutation,
  useRecoverQuestionMutation,
} = postActionsApi;
