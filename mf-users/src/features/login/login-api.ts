import { api } from '@site/shared/api';
import { API_PREFIX, type LoggedUser } from '@site/shared/contract';

export interface EmailLoginBody {
  e_mail: string;
  pass: string;
}

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginByEmail: build.mutation<LoggedUser, EmailLoginBody>({
      // passErrors: a wrong password is shown on the form, not as a toast.
      query: (body) => ({ url: `${API_PREFIX}/user/login/email`, method: 'POST', body, policy: { passErrors: true } }),
      // No invalidatesTags: a refetch of user/info would race the token being stored and log the user out again.
      // The page stores the returned user (it carries the token) in the auth slice instead.
    }),
  }),
});

export const { useLoginByEmailMutation } = loginApi;
