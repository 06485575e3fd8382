import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';

/** GET user/action/record, shared by every form a captcha may guard (login, sign-up, e-mail flows, password). */
export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Whether the action needs a captcha now, with a fresh one when it does. Never cached: a captcha is single-use.
    getActionRecord: build.query({
      ...fromContract(endpoints.getActionRecord),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActionRecordQuery, useLazyGetActionRecordQuery } = captchaApi;
