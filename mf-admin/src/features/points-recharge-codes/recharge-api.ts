import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

const BATCHES = { type: 'Points', id: 'recharge-batches' } as const;

export const rechargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminRechargeBatches: build.query({ ...fromContract(endpoints.getAdminRechargeBatches), providesTags: [BATCHES] }),
    createRechargeBatch: build.mutation({ ...fromContract(endpoints.createRechargeBatch), invalidatesTags: [BATCHES] }),
  }),
});

export const { useGetAdminRechargeBatchesQuery, useCreateRechargeBatchMutation } = rechargeApi;
