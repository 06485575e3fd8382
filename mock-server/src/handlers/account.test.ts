import { endpoints, envelopeSchema, fieldErrorSchema, loggedUserSchema, MailStatus } from '@site/shared/contract';
import { z } from 'zod';
import { FIXTURE_PASSWORD, users } from '../fixtures/index.js';
import { setupMockServer } from '../node.js';
import { mockState } from '../state.js';
import { mockLinkCodes } from './account.js';

setupMockServer();
const call = async (method: string, path: string, body: object, token?: string) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    body: JSON.stringify(body),
    headers: token ? { Authorization: token } : {},
  });
  return { status: res.status, body: envelopeSchema(z.unknown()).parse(await res.json()) };
};
const fields = (data: unknown) => z.array(fieldErrorSchema).parse(data).map((f) => [f.error_field, f.error_msg]);
const tokensOf = (username: string) => [...mockState.usersByToken].filter(([, u]) => u.username === username);

test('sign-up answers a logged, not-activated user and records it; a malformed form is a field error per field', async () => {
  const body = { name: 'carol', e_mail: 'carol@example.com', pass: 'carol12345' };
  const made = await call('POST', endpoints.registerByEmail.path, body);
  const user = loggedUserSchema.parse(made.body.data);
  expect(user).toMatchObject({ username: 'carol', display_name: 'carol', mail_status: MailStatus.inactive });
  expect(mockState.usersByToken.get(user.access_token)?.username).toBe('carol');
  const bad = await call('POST', endpoints.registerByEmail.path, { name: 'Bad Name', e_mail: 'x', pass: 'short' });
  expect(fields(bad.body.data).map(([f]) => f)).toEqual(['name', 'e_mail', 'pass']);
});

test('the activation link activates its user with a fresh token, under every token it had; an unknown code is an expired link', async () => {
  const code = mockLinkCodes.activation(users.notActivated.username);
  const first = await call('POST', endpoints.verifyEmail.path, { code });
  const user = loggedUserSchema.parse(first.body.data);
  expect(user.mail_status).toBe(MailStatus.active);
  expect(user.access_token).not.toBe(users.notActivated.access_token);
  expect(tokensOf('newbie').every(([, u]) => u.mail_status === MailStatus.active)).toBe(true);
  const unknown = await call('POST', endpoints.verifyEmail.path, { code: 'made-up' });
  expect(unknown.status).toBe(403);
  expect(unknown.body.data).toEqual({ type: 'url_expired' });
});

test('resending the activation mail needs a login', async () => {
  expect((await call('POST', endpoints.sendVerificationEmail.path, {})).status).toBe(401);
  expect((await call('POST', endpoints.sendVerificationEmail.path, {}, users.notActivated.access_token)).status).toBe(200);
});

test('password reset: any address is accepted; the reset link works for its code only', async () => {
  expect((await call('POST', endpoints.requestPasswordReset.path, { e_mail: 'nobody@example.com' })).status).toBe(200);
  const reset = (code: string) => call('POST', endpoints.replacePassword.path, { code, pass: 'new-pass-123' });
  expect((await reset(mockLinkCodes.passwordReset('alice'))).status).toBe(200);
  expect((await reset('made-up')).status).toBe(403);
});

test('email change: the address asked for is the one the link to it confirms', async () => {
  const ask = await call('POST', endpoints.requestEmailChange.path, { e_mail: 'fixed@example.com', pass: FIXTURE_PASSWORD }, users.notActivated.access_token);
  expect(ask.status).toBe(200);
  const changed = await call('PUT', endpoints.changeEmail.path, { code: mockLinkCodes.emailChange('newbie') });
  expect(loggedUserSchema.parse(changed.body.data)).toMatchObject({ e_mail: 'fixed@example.com', mail_status: MailStatus.active });
  expect((await call('PUT', endpoints.changeEmail.path, { code: 'made-up' })).status).toBe(403);
});

test('changing the password needs a login and a valid new password', async () => {
  const change = (pass: string, token?: string) => call('PUT', endpoints.modifyPassword.path, { old_pass: FIXTURE_PASSWORD, pass }, token);
  expect((await change('another-123')).status).toBe(401);
  expect(fields((await change('short', users.activated.access_token)).body.data).map(([f]) => f)).toEqual(['pass']);
  expect((await change('another-123', users.activated.access_token)).status).toBe(200);
});
