import { connectorBindingEmailResponseSchema, connectorInfoSchema, endpoints, envelopeSchema, MailStatus } from '@site/shared/contract';
import { z } from 'zod';
import { users } from '../fixtures/index.js';
import { setupMockServer } from '../node.js';
import { mockState } from '../state.js';
import { MOCK_BINDING_KEY } from './connector.js';

setupMockServer();
const call = async (method: string, path: string, body?: object) => {
  const res = await fetch(`http://localhost${path}`, { method, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: envelopeSchema(z.unknown()).parse(await res.json()) };
};
const bind = (email: string, must = false, binding_key = MOCK_BINDING_KEY) =>
  call('POST', endpoints.bindConnectorEmail.path, { binding_key, email, must });

test('connector/info lists the login buttons', async () => {
  const list = connectorInfoSchema.parse((await call('GET', endpoints.getConnectorInfo.path)).body.data);
  expect(list.map((c) => c.name)).toEqual(['GitHub']);
});

test('binding an address that has an account warns first, then only mails a confirm link', async () => {
  const warn = connectorBindingEmailResponseSchema.parse((await bind(users.activated.e_mail)).body.data);
  expect(warn).toEqual({ access_token: '', email_exist_and_must_be_confirmed: true });
  const sent = connectorBindingEmailResponseSchema.parse((await bind(users.activated.e_mail, true)).body.data);
  expect(sent).toEqual({ access_token: '', email_exist_and_must_be_confirmed: false });
});

test('a new address makes a not-activated account and logs it in; an unknown binding key is an expired link', async () => {
  const made = connectorBindingEmailResponseSchema.parse((await bind('zoe@example.com')).body.data);
  expect(mockState.usersByToken.get(made.access_token)).toMatchObject({ e_mail: 'zoe@example.com', mail_status: MailStatus.inactive });
  expect((await bind('zoe2@example.com', false, 'other')).status).toBe(403);
});
