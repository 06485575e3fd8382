import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const e = endpoints;

/**
 * Timelines: the entries of a post, answer or tag, and two revisions to compare. A rollback goes through the edit
 * calls (as in Answer), injected here under their own names so this page does not reach into the edit features.
 */
export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getObjectTimeline: build.query({
      ...fromContract(e.getObjectTimeline, { policy: { allow404: true } }),
      providesTags: ['Question', 'Answer', 'Tag'],
    }),
    getObjectTimelineDetail: build.query({
      ...fromContract(e.getObjectTimelineDetail),
      providesTags: ['Question', 'Answer', 'Tag'],
    }),
    rollbackQuestion: build.mutation({
      ...fromContract(e.updateQuestion),
      invalidatesTags: ['Question'],
    }),
    rollbackAnswer: build.mutation({
      ...fromContract(e.updateAnswer),
      invalidatesTags: ['Answer', 'Question'],
    }),
    rollbackTag: build.mutation({
      ...fromContract(e.updateTag),
      invalidatesTags: ['Tag'],
    }),
  }),
});

export const { useGetObjectTimelineQuery, useLazyGetObjectTimelineDetailQuery, useRollbackQuestionMutation, useRollbackAnswerMutation, useRollbackTagMutation } =
  timelineApi;
