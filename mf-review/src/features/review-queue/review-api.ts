import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const e = endpoints;

// Acting on the queue changes posts, answers and comments (closed, deleted, edited, approved): their pages and the
// lists refresh, and the header's review count ('Notification') follows.
const changed = ['Review', 'Question', 'Answer', 'Comment', 'Notification'] as const;

export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewingType: build.query({ ...fromContract(e.getReviewingType), providesTags: ['Review'] }),
    getUnreviewedReportPost: build.query({ ...fromContract(e.getUnreviewedReportPost), providesTags: ['Review'] }),
    getPendingPostPage: build.query({ ...fromContract(e.getPendingPostPage), providesTags: ['Review'] }),
    // passErrors: the edit and close forms show field errors on their fields.
    reviewReport: build.mutation({ ...fromContract(e.reviewReport, { policy: { passErrors: true } }), invalidatesTags: [...changed] }),
    updatePendingPost: build.mutation({ ...fromContract(e.updatePendingPost), invalidatesTags: [...changed] }),
  }),
});

export const {
  useGetReviewingTypeQuery,
  useGetUnreviewedReportPostQuery,
  useGetPendingPostPageQuery,
  useReviewReportMutation,
  useUpdatePendingPostMutation,
} = reviewApi;
