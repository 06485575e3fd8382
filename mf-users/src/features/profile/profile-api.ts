import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/**
 * A member's profile and its tabs. Tagged by 'Question' (and the viewer's 'User'), so a post, vote or comment made
 * elsewhere shows on the next visit; a 404 for an unknown member is the page's to show (not the shell's).
 */
export const profileTabsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPersonalUserInfo: build.query({ ...fromContract(endpoints.getPersonalUserInfo), providesTags: ['User'] }),
    getPersonalTop: build.query({ ...fromContract(endpoints.getPersonalTop), providesTags: ['Question'] }),
    getPersonalQuestionPage: build.query({ ...fromContract(endpoints.getPersonalQuestionPage), providesTags: ['Question'] }),
    getPersonalAnswerPage: build.query({ ...fromContract(endpoints.getPersonalAnswerPage), providesTags: ['Question'] }),
    getPersonalCommentPage: build.query({ ...fromContract(endpoints.getPersonalCommentPage), providesTags: ['Question'] }),
    getPersonalRankPage: build.query({ ...fromContract(endpoints.getPersonalRankPage), providesTags: ['Question'] }),
    getPersonalVotePage: build.query({ ...fromContract(endpoints.getPersonalVotePage), providesTags: ['Question'] }),
  }),
});

export const {
  useGetPersonalUserInfoQuery,
  useGetPersonalTopQuery,
  useGetPersonalQuestionPageQuery,
  useGetPersonalAnswerPageQuery,
  useGetPersonalCommentPageQuery,
  useGetPersonalRankPageQuery,
  useGetPersonalVotePageQuery,
} = profileTabsApi;
