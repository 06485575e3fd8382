import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/**
 * The member's points calls, shared by the six points pages. Everything that moves points invalidates 'Points' (the
 * pages' summary, statement and lists) and 'User' (the balance the avatar menu shows). The forms take their errors
 * back (passErrors) and show them on the field or next to the form, where the member is looking.
 */
export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPointsSummary: build.query({ ...fromContract(endpoints.getPointsSummary), providesTags: ['Points'] }),
    getPointsStatement: build.query({ ...fromContract(endpoints.getPointsStatement), providesTags: ['Points'] }),
    getVerification: build.query({ ...fromContract(endpoints.getVerification), providesTags: ['Points'] }),
    getWithdrawals: build.query({ ...fromContract(endpoints.getWithdrawals), providesTags: ['Points'] }),
    // Refusals of entry and exchange are the spec's toasts: the baseQuery shows the server's message.
    enterPlatform: build.mutation({ ...fromContract(endpoints.enterPlatform), invalidatesTags: ['Points'] }),
    exchangeReputation: build.mutation({ ...fromContract(endpoints.exchangeReputation), invalidatesTags: ['Points', 'User'] }),
    redeemRechargeCode: build.mutation({
      ...fromContract(endpoints.redeemRechargeCode, { policy: { passErrors: true } }),
      invalidatesTags: ['Points', 'User'],
    }),
    submitVerification: build.mutation({
      ...fromContract(endpoints.submitVerification, { policy: { passErrors: true } }),
      invalidatesTags: ['Points'],
    }),
    requestWithdrawal: build.mutation({
      ...fromContract(endpoints.requestWithdrawal, { policy: { passErrors: true } }),
      invalidatesTags: ['Points', 'User'],
    }),
  }),
});

export const {
  useGetPointsSummaryQuery,
  useGetPointsStatementQuery,
  useGetVerificationQuery,
  useGetWithdrawalsQuery,
  useEnterPlatformMutation,
  useExchangeReputationMutation,
  useRedeemRechargeCodeMutation,
  useSubmitVerificationMutation,
  useRequestWithdrawalMutation,
} = pointsApi;

/** Another member, an admin or a sweep may have moved points since the last visit: pages always ask again. */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
