import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, MailStatus } from '@site/shared/contract';
import { cannedAnswer, errorResponses, FIXTURE_PASSWORD, mockLinkCodes, mockState, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, recordBodies, typeInto, Where } from '../../test-support/account-flows';
import { ChangeEmailPage } from './change-email-page';
import { ConfirmNewEmailPage } from './confirm-new-email-page';

const server = setupMockServer();
const wrongPassword = () =>
  server.use(cannedAnswer(endpoints.requestEmailChange, () => errorResponses.fieldErrors([{ error_field: 'pass', error_msg: 'The password is incorrect.' }])));
const routes = inShell([
  at('/users/change-email', <ChangeEmailPage />),
  at('/users/confirm-new-email', <ConfirmNewEmailPage />),
  at('/users/account-activation/failed', <Where />),
]);

test('a not-activated user sends the activation to a corrected address, confirming with the password', async () => {
  const sent = recordBodies(server, 'post', endpoints.requestEmailChange.path);
  renderRoutes(routes, '/users/change-email', loggedStore(users.notActivated));
  expect(screen.getByText(users.notActivated.e_mail)).toBeInTheDocument();
  await typeInto('New email', 'fixed@example.com');
  await typeInto('Password', FIXTURE_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
  expect(await screen.findByText('We sent a confirmation link to fixed@example.com. Open it to use this address.')).toBeInTheDocument();
  expect(sent).toEqual([{ e_mail: 'fixed@example.com', pass: FIXTURE_PASSWORD }]);
});

test('a wrong password is shown under the password field', async () => {
  wrongPassword();
  renderRoutes(routes, '/users/change-email', loggedStore(users.notActivated));
  await typeInto('New email', 'fixed@example.com');
  await typeInto('Password', 'not-the-password');
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
  expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
  expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
});

test('an account without a password is not asked for one', async () => {
  const noPassword = { ...users.notActivated, have_password: false };
  mockState.usersByToken.set(noPassword.access_token, noPassword);
  const sent = recordBodies(server, 'post', endpoints.requestEmailChange.path);
  renderRoutes(routes, '/users/change-email', loggedStore(noPassword));
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  await typeInto('New email', 'fixed@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
  expect(await screen.findByText(/We sent a confirmation link to fixed@example.com/)).toBeInTheDocument();
  expect(sent).toEqual([{ e_mail: 'fixed@example.com' }]);
});

test('the link to the new address changes the email and stores the fresh login', async () => {
  const code = mockLinkCodes.emailChange(users.activated.username);
  const sent = recordBodies(server, 'put', endpoints.changeEmail.path);
  const { store } = renderRoutes(routes, `/users/confirm-new-email?code=${code}`, loggedStore(users.activated));
  expect(await screen.findByText('Your email has been changed.')).toBeInTheDocument();
  expect(sent).toEqual([{ code }]);
  expect(store.getState().auth.user).toMatchObject({ e_mail: 'new-alice@example.com', mail_status: MailStatus.active });
  expect(store.getState().auth.token).not.toBe(users.activated.access_token);
});

test('an expired email-change link goes to the expired-link page', async () => {
  renderRoutes(routes, '/users/confirm-new-email?code=spent', loggedStore(users.activated));
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/account-activation/failed');
});

test('a server error about a field the page does not show is said above the form', async () => {
  // The stored user says "no password" while the server still wants one.
  wrongPassword();
  renderRoutes(routes, '/users/change-email', loggedStore({ ...users.notActivated, have_password: false }));
  await typeInto('New email', 'fixed@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
});
