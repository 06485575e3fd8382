import { api } from '@site/shared/api';
import { endpoints, type ConnectorBindingEmailBody, type ResponseOf } from '@site/shared/contract';

export const confirmEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    bindConnectorEmail: build.mutation<ResponseOf<'bindConnectorEmail'>, ConnectorBindingEmailBody>({
      query: (body) => ({ url: endpoints.bindConnectorEmail.path, method: 'POST', body, policy: { passErrors: true } }),
    }),
  }),
});

export const { useBindConnectorEmailMutation } = confirmEmailApi;
