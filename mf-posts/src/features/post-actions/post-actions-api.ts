import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const e = endpoints;

// State changes refresh every post query (the 'Question' tag): the detail, every list (pinned first, unlisted
// gone) and the related lists.
export const postActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    closeQuestion: build.mutation({
      // passErrors: field errors come back to the close form.
      ...fromContract(e.closeQuestion, { policy: { passErrors: true } }),
      invalidatesTags: ['Question'],
    }),
    reopenQuestion: build.mutation({
      ...fromContract(e.reopenQuestion, { arg: (id: string) => ({ question_id: id }) }),
      invalidatesTags: ['Question'],
    }),
    operateQuestion: build.mutation({
      ...fromContract(e.operateQuestion),
      invalidatesTags: ['Question'],
    }),
    deleteQuestion: build.mutation({
      ...fromContract(e.deleteQuestion, { arg: (id: string) => ({ id }) }),
      invalidatesTags: ['Question'],
    }),
    recoverQuestion: build.mutation({
      ...fromContract(e.recoverQuestion, { arg: (id: string) => ({ question_id: id }) }),
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
