import { screen } from '@testing-library/react';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { BookmarksPage } from './bookmarks-page';

setupMockServer();
const routes = [at('/users/:username/bookmarks', <BookmarksPage />), at('/users/login', <p>Login page</p>)];

test('a member sees the Bookmarks page say that the list is not available yet', async () => {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  renderRoutes(routes, `/users/${users.activated.username}/bookmarks`, store);
  expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarks' })).toBeInTheDocument();
  expect(screen.getByText(/The list of your bookmarks is not available yet/)).toBeInTheDocument();
});

test('visitors are asked to log in', async () => {
  renderRoutes(routes, '/users/alice/bookmarks');
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});
