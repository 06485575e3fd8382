import { screen } from '@testing-library/react';
import { guardAdmin, guardAdminOrModerator, guardLoginPage } from '@site/shared/auth';
import { makeStore, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { at, renderRoutes } from '../test-support/render';
import { Guard } from './guard';

const routes = [
  at('/admin', <Guard check={guardAdmin}>Admin area</Guard>),
  at('/review', <Guard check={guardAdminOrModerator}>Review queue</Guard>),
  at('/users/login', <Guard check={guardLoginPage} onArrival>Login form</Guard>),
  at('/', <p>Home</p>),
];

function storeWith(user: (typeof users)[keyof typeof users] | null) {
  const store = makeStore();
  if (user) store.dispatch(setUser(user));
  return store;
}

test('an anonymous visitor of an admin page goes to login, and the address is kept for afterwards', async () => {
  const { router, store } = renderRoutes(routes, '/admin?tab=users', storeWith(null));
  expect(await screen.findByText('Login form')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/login');
  expect(store.getState().auth.redirectAfterLogin).toBe('/admin?tab=users');
});

test('a logged user who is not an admin sees the 403 page', async () => {
  renderRoutes(routes, '/admin', storeWith(users.activated));
  expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
  expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
});

test('a moderator may open the review page but not the admin area', async () => {
  renderRoutes(routes, '/review', storeWith(users.moderator));
  expect(await screen.findByText('Review queue')).toBeInTheDocument();
});

test('an admin opens the admin area; a logged user visiting login is sent home', async () => {
  renderRoutes(routes, '/admin', storeWith(users.admin));
  expect(await screen.findByText('Admin area')).toBeInTheDocument();
  const { router } = renderRoutes(routes, '/users/login', storeWith(users.activated));
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});
