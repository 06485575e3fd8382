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

test('sign-up answers a logged, not-activated user; a taken name or address is a field error', async () => {
  const body = { name: 'carol', e_mail: 'carol@example.com', pass: 'carol12345' };
  const made = await call('POST', endpoints.registerByEmail.path, body);
  const user = loggedUserSchema.parse(made.body.data);
  expect(user).toMatchObject({ username: 'carol', display_name: 'carol', mail_status: MailStatus.inactive });
  expect(mockState.usersByToken.get(user.access_token)?.username).toBe('carol');
  expect(fields((await call('POST', endpoints.registerByEmail.path, body)).body.data)).toEqual([['name', 'This username is already taken.']]);
  const sameMail = await call('POST', endpoints.registerByEmail.path, { ...body, name: 'carol2' });
  expect(fields(sameMail.body.data)).toEqual([['e_mail', 'This email is already in use.']]);
  const bad = await call('POST', endpoints.registerByEmail.path, { name: 'Bad Name', e_mail: 'x', pass: 'short' });
  expect(fields(bad.body.data).map(([f]) => f)).toEqual(['name', 'e_mail', 'pass']);
});

test('sign-up is refused when the site takes no new registrations', async () => {
  mockState.siteInfo.login.allow_new_registrations = false;
  const res = await call('POST', endpoints.registerByEmail.path, { name: 'dave', e_mail: 'dave@example.com', pass: 'dave123456' });
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('New registrations are closed on this site.');
});

test("the activation link activates its user once, with a fresh token; the old link is then expired", async () => {
  const code = mockLinkCodes.activation(users.notActivated.username);
  const first = await call('POST', endpoints.verifyEmail.path, { code });
  const user = loggedUserSchema.parse(first.body.data);
  expect(user.mail_status).toBe(MailStatus.active);
  expect(user.access_token).not.toBe(users.notActivated.access_token);
  expect(tokensOf('newbie').every(([, u]) => u.mail_status === MailStatus.active)).toBe(true);
  const again = await call('POST', endpoints.verifyEmail.path, { code });
  expect(again.status).toBe(403);
  expect(again.body.data).toEqual({ type: 'url_expired' });
});

test('resending the activation mail needs a not-activated login', async () => {
  expect((await call('POST', endpoints.sendVerificationEmail.path, {})).status).toBe(401);
  expect((await call('POST', endpoints.sendVerificationEmail.path, {}, users.activated.access_token)).status).toBe(400);
  expect((await call('POST', endpoints.sendVerificationEmail.path, {}, users.notActivated.access_token)).status).toBe(200);
});

test('password reset: any address is accepted; the reset link works for its code only', async () => {
  expect((await call('POST', endpoints.requestPasswordReset.path, { e_mail: 'nobody@example.com' })).status).toBe(200);
  const reset = (code: string) => call('POST', endpoints.replacePassword.path, { code, pass: 'new-pass-123' });
  expect((await reset(mockLinkCodes.passwordReset('alice'))).status).toBe(200);
  expect((await reset('made-up')).status).toBe(403);
});

test('email change: asked with the password, confirmed by the link to the new address', async () => {
  const token = users.notActivated.access_token;
  const ask = (body: object) => call('POST', endpoints.requestEmailChange.path, body, token);
  expect(fields((await ask({ e_mail: 'fixed@example.com', pass: 'wrong-one' })).body.data)).toEqual([['pass', 'The password is incorrect.']]);
  expect(fields((await ask({ e_mail: users.activated.e_mail, pass: FIXTURE_PASSWORD })).body.data)).toEqual([['e_mail', 'This email is already in use.']]);
  expect((await ask({ e_mail: 'fixed@example.com', pass: FIXTURE_PASSWORD })).status).toBe(200);
  const changed = await call('PUT', endpoints.changeEmail.path, { code: mockLinkCodes.emailChange('newbie') });
  expect(loggedUserSchema.parse(changed.body.data)).toMatchObject({ e_mail: 'fixed@example.com', mail_status: MailStatus.active });
  expect((await call('PUT', endpoints.changeEmail.path, { code: 'made-up' })).status).toBe(403);
});

test('changing the password checks the old one', async () => {
  const change = (old_pass: string) => call('PUT', endpoints.modifyPassword.path, { old_pass, pass: 'another-123' }, users.activated.access_token);
  expect(fields((await change('nope-nope')).body.data)).toEqual([['old_pass', 'The old password is incorrect.']]);
  expect((await change(FIXTURE_PASSWORD)).status).toBe(200);
});
