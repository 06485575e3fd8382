import { api } from '../api/api.js';
import { fromContract } from '../api/from-contract.js';
import { endpoints } from '../contract/index.js';

/** The flag reasons and POST report, for the report modal (posts, answers, comments and profiles use it). */
export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReasons: build.query({
      ...fromContract(endpoints.getReasons),
    }),
    // passErrors: field errors (reason, text, captcha) come back to the modal's form.
    addReport: build.mutation({
      ...fromContract(endpoints.addReport, { policy: { passErrors: true } }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useGetReasonsQuery, useAddReportMutation } = reportApi;
