import { api } from '@site/shared/api';
import { endpoints, type ActionRecordQuery, type ResponseOf } from '@site/shared/contract';

/** GET user/action/record, shared by every form a captcha may guard (login, sign-up, e-mail flows, password). */
export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Whether the action needs a captcha now, with a fresh one when it does. Never cached: a captcha is single-use.
    getActionRecord: build.query<ResponseOf<'getActionRecord'>, ActionRecordQuery>({
      query: (params) => ({ url: endpoints.getActionRecord.path, params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActionRecordQuery, useLazyGetActionRecordQuery } = captchaApi;
