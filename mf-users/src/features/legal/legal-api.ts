import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The admin's legal settings save invalidates 'SiteInfo': an open /tos page shows the new text.
    getSiteLegalInfo: build.query({ ...fromContract(endpoints.getSiteLegalInfo), providesTags: ['SiteInfo'] }),
  }),
});

export const { useGetSiteLegalInfoQuery } = legalApi;
