import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { guardActivated, guardActivationPage } from '@site/shared/auth';
import { endpoints, MailStatus } from '@site/shared/contract';
import { AppProviders, Guard } from '@site/shared/ui';
import { mockLinkCodes, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, recordBodies } from '../../test-support/account-flows';
import { AccountActivationPage } from './account-activation-page';
import { ActivationFailedPage } from './activation-failed-page';
import { ActivationSuccessPage } from './activation-success-page';

const server = setupMockServer();
const routes = inShell([
  at('/users/account-activation', <Guard check={guardActivationPage} onArrival><AccountActivationPage /></Guard>),
  at('/users/account-activation/success', <Guard check={guardActivated}><ActivationSuccessPage /></Guard>),
  at('/users/account-activation/failed', <ActivationFailedPage />),
]);
const EXPIRED = 'This link has expired or has already been used. Please request a new one.';

test('the activation link activates the account once, stores the fresh login and shows the success page', async () => {
  const sent = recordBodies(server, 'post', endpoints.verifyEmail.path);
  const code = mockLinkCodes.activation(users.notActivated.username);
  const { router, store } = renderRoutes(routes, `/users/account-activation?code=${code}`, loggedStore(users.notActivated));
  expect(await screen.findByText('Your account is activated')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/account-activation/success');
  expect(sent).toEqual([{ code }]);
  expect(store.getState().auth.user?.mail_status).toBe(MailStatus.active);
  expect(store.getState().auth.token).not.toBe(users.notActivated.access_token);
  expect(screen.getByRole('link', { name: 'Go to your settings' })).toHaveAttribute('href', '/users/settings/profile');
});

test('an activation link opened by a visitor who is not logged in logs them in', async () => {
  const code = mockLinkCodes.activation(users.notActivated.username);
  const { store } = renderRoutes(routes, `/users/account-activation?code=${code}`, loggedStore(null));
  expect(await screen.findByText('Your account is activated')).toBeInTheDocument();
  expect(store.getState().auth.user?.username).toBe(users.notActivated.username);
});

test('an expired or reused link ends on the expired-link page, which offers a new mail to the logged user', async () => {
  const { router } = renderRoutes(routes, '/users/account-activation?code=spent', loggedStore(users.notActivated));
  expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/account-activation/failed');
  const sent = recordBodies(server, 'post', endpoints.sendVerificationEmail.path);
  await userEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
  expect(await screen.findByText(/We sent another activation email to newbie@example.com/)).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

test('the expired-link page offers no resend to a visitor who is not logged in', async () => {
  renderRoutes(routes, '/users/account-activation/failed', loggedStore(null));
  expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend activation email' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
});

test('activated users visiting the activation link go home without spending it', async () => {
  const sent = recordBodies(server, 'post', endpoints.verifyEmail.path);
  renderRoutes(routes, '/users/account-activation?code=anything', loggedStore(users.activated));
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  expect(sent).toEqual([]);
});

test('an activation address without a code goes home', async () => {
  renderRoutes(routes, '/users/account-activation', loggedStore(users.notActivated));
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});

test('the success page is for activated users: a not-activated one is sent to the inactive page', async () => {
  renderRoutes(routes, '/users/account-activation/success', loggedStore(users.notActivated));
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login?status=inactive');
});

test('under StrictMode the single-use code is still sent once', async () => {
  const sent = recordBodies(server, 'post', endpoints.verifyEmail.path);
  const code = mockLinkCodes.activation(users.notActivated.username);
  const router = createMemoryRouter(routes, { initialEntries: [`/users/account-activation?code=${code}`] });
  render(
    <StrictMode>
      <AppProviders store={loggedStore(users.notActivated)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  expect(await screen.findByText('Your account is activated')).toBeInTheDocument();
  expect(sent).toEqual([{ code }]);
});
