import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { users } from '@site/mock-server';
import { guardAdmin, guardAdminOrModerator, guardLoginPage } from '../auth/guards.js';
import { setUser } from '../store/auth-slice.js';
import { makeStore } from '../store/make-store.js';
import { AppProviders } from './app-providers.js';
import { Guard } from './guard.js';

const at = (path: string, element: ReactNode) => ({ path, element });
const routes = [
  at('/admin', <Guard check={guardAdmin}>Admin area</Guard>),
  at('/review', <Guard check={guardAdminOrModerator}>Review queue</Guard>),
  at('/users/login', <Guard check={guardLoginPage} onArrival>Login form</Guard>),
  at('/', <p>Home</p>),
];

function renderAt(path: string, user: (typeof users)[keyof typeof users] | null) {
  const store = makeStore();
  if (user) store.dispatch(setUser(user));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store };
}

test('an anonymous visitor of an admin page goes to login, and the address is kept for afterwards', async () => {
  const { router, store } = renderAt('/admin?tab=users', null);
  expect(await screen.findByText('Login form')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/login');
  expect(store.getState().auth.redirectAfterLogin).toBe('/admin?tab=users');
});

test('a logged user who is not an admin sees the 403 page', async () => {
  renderAt('/admin', users.activated);
  expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
  expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
});

test('a moderator may open the review page but not the admin area', async () => {
  const { router } = renderAt('/review', users.moderator);
  expect(await screen.findByText('Review queue')).toBeInTheDocument();
  await act(() => router.navigate('/admin'));
  expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
});

test('an admin opens the admin area; a logged user visiting login is sent home', async () => {
  renderAt('/admin', users.admin);
  expect(await screen.findByText('Admin area')).toBeInTheDocument();
  const { router } = renderAt('/users/login', users.activated);
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});
