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
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useLoginByEmailMutation } = loginApi;
