import { screen } from '@testing-library/react';
import { makeStore, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { renderRoutes } from '@site/mock-server/render';
import routes from './routes';

function storeAs(user: (typeof users)[keyof typeof users]) {
  const store = makeStore();
  store.dispatch(setUser(user));
  return store;
}

test('a moderator is not an admin: the admin area answers 403', async () => {
  renderRoutes(routes, '/admin', storeAs(users.moderator));
  expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
  expect(screen.queryByTestId('admin-home')).not.toBeInTheDocument();
});

test('an admin sees the admin area, also on its sub-pages', async () => {
  renderRoutes(routes, '/admin/users', storeAs(users.admin));
  expect(await screen.findByTestId('admin-home')).toBeInTheDocument();
});
