import { screen, waitFor } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { anyOrigin, errorResponses, mockState, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { LogoutPage } from './logout-page';

const server = setupMockServer();
const routes = [at('/users/logout', <LogoutPage />), at('/', <p>Home</p>)];

function loggedStore() {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  return store;
}

test('logging out revokes the token on the server, forgets the user and goes home', async () => {
  const { router, store } = renderRoutes(routes, '/users/logout', loggedStore());
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(store.getState().auth.user).toBeNull();
  expect(store.getState().auth.token).toBeNull();
  expect(mockState.usersByToken.has(users.activated.access_token)).toBe(false);
});

test('the user is logged out locally even when the server call fails', async () => {
  server.use(http.get(anyOrigin(endpoints.logout.path), () => errorResponses.serverError()));
  const { store } = renderRoutes(routes, '/users/logout', loggedStore());
  expect(await screen.findByText('Home')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.user).toBeNull());
});

test('an anonymous visitor is just sent home, without a server call', async () => {
  const calls = jest.fn();
  server.events.on('request:start', calls);
  renderRoutes(routes, '/users/logout');
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
  server.events.removeAllListeners();
});
