import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guardNotLogged } from '@site/shared/auth';
import { endpoints } from '@site/shared/contract';
import { Guard } from '@site/shared/ui';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { askCaptcha, captchaImage, inShell, loggedStore, recordBodies, typeInto } from '../../test-support/account-flows';
import { AccountRecoveryPage } from './account-recovery-page';

const server = setupMockServer();
const routes = inShell([at('/users/account-recovery', <Guard check={guardNotLogged}><AccountRecoveryPage /></Guard>)]);
const open = (store = loggedStore(null)) => renderRoutes(routes, '/users/account-recovery', store);

test('asking for a reset link says the same thing whether or not an account uses the address', async () => {
  const sent = recordBodies(server, 'post', endpoints.requestPasswordReset.path);
  open();
  await typeInto('Email', 'nobody@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send recovery email' }));
  expect(
    await screen.findByText('If an account uses nobody@example.com, we sent a link to reset the password. It may take a few minutes to arrive.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ e_mail: 'nobody@example.com' }]);
  expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/users/login');
});

test('a malformed address is caught before sending', async () => {
  const sent = recordBodies(server, 'post', endpoints.requestPasswordReset.path);
  open();
  await typeInto('Email', 'nobody');
  await userEvent.click(screen.getByRole('button', { name: 'Send recovery email' }));
  expect(await screen.findByText('Email format is not valid.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('the find_pass captcha is sent with the request when the server asks for one', async () => {
  askCaptcha(server, 'find_pass');
  const sent = recordBodies(server, 'post', endpoints.requestPasswordReset.path);
  open();
  await waitFor(() => expect(screen.getByTestId('captcha-img')).toHaveAttribute('src', captchaImage(1)));
  await typeInto('Email', 'alice@example.com');
  await typeInto('Verification code', 'abcd');
  await userEvent.click(screen.getByRole('button', { name: 'Send recovery email' }));
  expect(await screen.findByText(/we sent a link to reset the password/)).toBeInTheDocument();
  expect(sent).toEqual([{ e_mail: 'alice@example.com', captcha_id: 'c1', captcha_code: 'abcd' }]);
});

test('logged users are sent home', async () => {
  open(loggedStore(users.activated));
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});
