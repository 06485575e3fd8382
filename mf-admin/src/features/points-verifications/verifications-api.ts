import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const QUEUE = { type: 'Points', id: 'verifications' } as const;

export const verificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminVerifications: build.query({ ...fromContract(endpoints.getAdminVerifications), providesTags: [QUEUE] }),
    decideVerification: build.mutation({ ...fromContract(endpoints.decideVerification), invalidatesTags: [QUEUE] }),
  }),
});

export const { useGetAdminVerificationsQuery, useDecideVerificationMutation } = verificationsApi;
