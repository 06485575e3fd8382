import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const QUEUE = { type: 'Points', id: 'withdrawals' } as const;

export const withdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminWithdrawals: build.query({ ...fromContract(endpoints.getAdminWithdrawals), providesTags: [QUEUE] }),
    decideWithdrawal: build.mutation({ ...fromContract(endpoints.decideWithdrawal), invalidatesTags: [QUEUE] }),
  }),
});

export const { useGetAdminWithdrawalsQuery, useDecideWithdrawalMutation } = withdrawalsApi;
