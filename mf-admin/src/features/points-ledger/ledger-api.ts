import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const ledgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLedgerCheck: build.query({ ...fromContract(endpoints.getLedgerCheck), providesTags: [{ type: 'Points', id: 'ledger' }] }),
  }),
});

export const { useGetLedgerCheckQuery } = ledgerApi;
