import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const QUESTIONS = { type: 'Admin', id: 'questions' } as const;
const ANSWERS = { type: 'Admin', id: 'answers' } as const;

/**
 * What a status change may have changed anywhere on the site: the admin's lists and dashboard, and the members'
 * lists, posts and tags (one api slice: an open mf-posts page refreshes too). Invalidated once after a whole batch.
 */
export const CONTENT_CHANGED_TAGS = [QUESTIONS, ANSWERS, { type: 'Admin', id: 'dashboard' }, 'Question', 'Answer', 'Tag'] as const;

export const contentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminQuestionPage: build.query({ ...fromContract(endpoints.getAdminQuestionPage), providesTags: [QUESTIONS] }),
    getAdminAnswerPage: build.query({ ...fromContract(endpoints.getAdminAnswerPage), providesTags: [ANSWERS] }),
    // A refusal comes back to the page, which lists it by row (a bulk change goes on past a failed row).
    updateAdminQuestionStatus: build.mutation({ ...fromContract(endpoints.updateAdminQuestionStatus, { policy: { passErrors: true } }) }),
    updateAdminAnswerStatus: build.mutation({ ...fromContract(endpoints.updateAdminAnswerStatus, { policy: { passErrors: true } }) }),
  }),
});

export const { useGetAdminQuestionPageQuery, useGetAdminAnswerPageQuery, useUpdateAdminQuestionStatusMutation, useUpdateAdminAnswerStatusMutation } =
  contentsApi;
