import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** The suggested-edit queue (staff): one suggestion a page, and the decision on it. */
export const suggestedEditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreviewedRevisions: build.query({
      ...fromContract(endpoints.getUnreviewedRevisions),
      providesTags: ['Review'],
    }),
    // An approval changes the post, answer or tag: their pages refresh too.
    auditRevision: build.mutation({
      ...fromContract(endpoints.auditRevision),
      invalidatesTags: ['Review', 'Question', 'Answer', 'Tag', 'Notification'],
    }),
  }),
});

export const { useGetUnreviewedRevisionsQuery, useAuditRevisionMutation } = suggestedEditsApi;
