import { screen } from '@testing-library/react';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import routes from './routes';

setupMockServer();

const withLogin = [...routes, at('/users/login', <p>Login form</p>)];

test('an anonymous visitor of /review goes to login', async () => {
  const { router } = renderRoutes(withLogin, '/review');
  expect(await screen.findByText('Login form')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/login');
});

test('a plain user gets the 403 page; a moderator sees the review page', async () => {
  const store = makeStore();
  store.dispatch(setUser(users.activated));
  const first = renderRoutes(withLogin, '/review', store);
  expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
  first.unmount();

  const modStore = makeStore();
  modStore.dispatch(setToken(users.moderator.access_token));
  modStore.dispatch(setUser(users.moderator));
  renderRoutes(withLogin, '/review', modStore);
  expect(await screen.findByTestId('review-page')).toBeInTheDocument();
});
