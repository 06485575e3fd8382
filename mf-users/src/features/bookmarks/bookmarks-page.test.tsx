import { screen, within } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { anyOrigin, mockState, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { BookmarksPage } from './bookmarks-page';

const server = setupMockServer();
const routes = [at('/users/:username/bookmarks', <BookmarksPage />), at('/users/login', <p>Login page</p>)];

function renderAsMember() {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  renderRoutes(routes, `/users/${users.activated.username}/bookmarks`, store);
}

test('a member sees the posts they bookmarked, each linking to its page', async () => {
  renderAsMember();
  expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarks' })).toBeInTheDocument();
  const items = await screen.findAllByTestId('bookmark-item');
  const [first, second] = mockState.questions;
  expect(items).toHaveLength(2);
  const link = within(items[0]!).getByRole('link', { name: first!.title });
  expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/questions/${first!.id}`)));
  expect(within(items[1]!).getByRole('link', { name: second!.title })).toBeInTheDocument();
});

test('with no bookmarks the page says how to add one', async () => {
  server.use(http.get(anyOrigin(endpoints.getPersonalCollectionPage.path), () => ok({ count: 0, list: [] })));
  renderAsMember();
  expect(await screen.findByText(/No bookmarks yet. Use the Bookmark button/)).toBeInTheDocument();
});

test('visitors are asked to log in', async () => {
  renderRoutes(routes, '/users/alice/bookmarks');
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});
