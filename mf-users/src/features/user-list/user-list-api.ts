import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** The user list: the week's ranking and the staff (user/ranking), and the people search (user/info/search, login). */
export const userListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserRanking: build.query({ ...fromContract(endpoints.getUserRanking), providesTags: ['User'] }),
    // The same entry mf-posts' invite box injects: one definition, whichever remote loads first.
    searchUserInfo: build.query({ ...fromContract(endpoints.searchUserInfo, { arg: (username: string) => ({ username }) }) }),
  }),
});

export const { useGetUserRankingQuery, useSearchUserInfoQuery } = userListApi;
