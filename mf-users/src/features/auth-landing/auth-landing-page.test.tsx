import { screen } from '@testing-library/react';
import { saveRedirect } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore, Where } from '../../test-support/account-flows';
import { AuthLandingPage } from './auth-landing-page';

setupMockServer();
const routes = inShell([at('/users/auth-landing', <AuthLandingPage />), at('/questions', <Where />)]);
const land = (token: string | null, saved: string | null = null) => {
  const store = loggedStore(null);
  store.dispatch(saveRedirect(saved));
  return renderRoutes(routes, `/users/auth-landing${token === null ? '' : `?access_token=${token}`}`, store);
};

test('a token login stores the token and the user, then returns to the saved address', async () => {
  const { store, router } = land(users.activated.access_token, '/questions?content_type=2');
  expect(await screen.findByTestId('where')).toHaveTextContent('/questions?content_type=2');
  expect(store.getState().auth.token).toBe(users.activated.access_token);
  expect(store.getState().auth.user?.username).toBe('alice');
  expect(store.getState().auth.redirectAfterLogin).toBeNull();
  // replace: the token is not left in the history for Back to find.
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a token of a user who is not activated leads to the inactive page', async () => {
  land(users.notActivated.access_token, '/questions');
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login?status=inactive');
});

test('without a saved address the user goes home', async () => {
  land(users.activated.access_token);
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});

test('no token goes home', async () => {
  land(null);
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});

test('a token the server does not know goes home logged out', async () => {
  const { store } = land('forged-token', '/questions');
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  expect(store.getState().auth.token).toBeNull();
  expect(store.getState().auth.user).toBeNull();
});
