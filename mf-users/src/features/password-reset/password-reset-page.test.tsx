import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { mockLinkCodes, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, recordBodies, typeInto, Where } from '../../test-support/account-flows';
import { PasswordResetPage } from './password-reset-page';

const server = setupMockServer();
const routes = inShell([at('/users/password-reset', <PasswordResetPage />), at('/users/account-activation/failed', <Where />)]);
const CODE = mockLinkCodes.passwordReset(users.activated.username);
const open = (code = CODE, store = loggedStore(null)) => renderRoutes(routes, `/users/password-reset?code=${code}`, store);

async function submit(pass: string, repeat: string) {
  await typeInto('New password', pass);
  await typeInto('Repeat the new password', repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

test('the new password is typed twice, and two different entries are not sent', async () => {
  const sent = recordBodies(server, 'post', endpoints.replacePassword.path);
  open();
  await submit('new-pass-123', 'new-pass-124');
  expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a password outside 8-32 characters is refused before sending', async () => {
  const sent = recordBodies(server, 'post', endpoints.replacePassword.path);
  open();
  await submit('short', 'short');
  expect(await screen.findByText('Password length must be 8-32 characters.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a good reset sends the code with the new password, logs this browser out and points to login', async () => {
  const sent = recordBodies(server, 'post', endpoints.replacePassword.path);
  const { store } = open(CODE, loggedStore(users.activated));
  await submit('new-pass-123', 'new-pass-123');
  expect(await screen.findByText('Your password has been reset. Log in with the new password.')).toBeInTheDocument();
  expect(sent).toEqual([{ code: CODE, pass: 'new-pass-123' }]);
  expect(screen.getByRole('link', { name: 'Continue to log in' })).toHaveAttribute('href', '/users/login');
  expect(store.getState().auth.token).toBeNull();
});

test('an expired link goes to the expired-link page', async () => {
  open('spent-code');
  await submit('new-pass-123', 'new-pass-123');
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/account-activation/failed');
});

test('an address without a code says the link does not work and offers a new one', async () => {
  renderRoutes(routes, '/users/password-reset');
  expect(await screen.findByText('This link has expired or has already been used. Please request a new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/users/account-recovery');
});
