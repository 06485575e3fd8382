import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** The user list: the week's ranking and the staff (user/ranking); its people search is shared's. */
export const userListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserRanking: build.query({ ...fromContract(endpoints.getUserRanking), providesTags: ['User'] }),
  }),
});

export const { useGetUserRankingQuery } = userListApi;
