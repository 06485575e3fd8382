import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { anyOrigin, mockNotifications, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { NotificationsPage } from './notifications-page';

const server = setupMockServer();
const routes = [
  at('/users/notifications', <NotificationsPage />),
  at('/users/notifications/:type/:subType?', <NotificationsPage />),
  at('/questions/*', <p>Post page</p>),
  at('/users/login', <p>Login page</p>),
];

function renderAsMember(path: string) {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  return renderRoutes(routes, path, store);
}

test('the inbox lists what happened, newest first, unread items marked; opening it clears the red dot', async () => {
  renderAsMember('/users/notifications/inbox');
  const items = await screen.findAllByTestId('notification-item');
  expect(items).toHaveLength(4);
  expect(items[0]).toHaveTextContent('Bob answered the question How do I bake bread?');
  expect(items[0]).toHaveAttribute('data-read', 'false');
  expect(items[2]).toHaveAttribute('data-read', 'true');
  await waitFor(() => expect(mockNotifications.filter((n) => n.type === 'inbox' && n.redDot)).toHaveLength(0));
});

test('the tabs filter the inbox: invites only', async () => {
  const { router } = renderAsMember('/users/notifications/inbox');
  await screen.findAllByTestId('notification-item');
  await userEvent.click(screen.getByRole('tab', { name: 'Invites' }));
  expect(router.state.location.pathname).toBe('/users/notifications/inbox/invites');
  await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
  expect(screen.getByTestId('notification-item')).toHaveTextContent('invited you to answer Sourdough starter tips');
});

test('clicking an item marks it read and opens the exact comment', async () => {
  const { router } = renderAsMember('/users/notifications/inbox');
  const items = await screen.findAllByTestId('notification-item');
  await userEvent.click(within(items[1]!).getByTestId('notification-link'));
  expect(router.state.location.pathname).toBe('/questions/101/201');
  expect(router.state.location.search).toBe('?commentId=301');
  await waitFor(() => expect(mockNotifications.find((n) => n.item.id === '2')?.item.is_read).toBe(true));
});

test('mark all as read reads the whole list', async () => {
  renderAsMember('/users/notifications/inbox');
  await screen.findAllByTestId('notification-item');
  await userEvent.click(screen.getByTestId('notifications-read-all'));
  await waitFor(() => screen.getAllByTestId('notification-item').forEach((i) => expect(i).toHaveAttribute('data-read', 'true')));
});

test('achievements show the reputation moved; a down-voter stays anonymous', async () => {
  renderAsMember('/users/notifications/achievement');
  const items = await screen.findAllByTestId('notification-item');
  expect(within(items[0]!).getByTestId('notification-rank')).toHaveTextContent('+10');
  expect(within(items[1]!).getByTestId('notification-rank')).toHaveTextContent('-2');
  expect(items[1]).not.toHaveTextContent('Bob');
});

test('an empty list says what will show up there', async () => {
  server.use(http.get(anyOrigin(endpoints.getNotificationPage.path), () => ok({ count: 0, list: [] })));
  renderAsMember('/users/notifications/inbox/votes');
  expect(await screen.findByTestId('notifications-empty')).toHaveTextContent(/No notifications yet/);
});

test('the spec\'s one-level types lead to their list', async () => {
  const { router } = renderAsMember('/users/notifications/integrals');
  await waitFor(() => expect(router.state.location.pathname).toBe('/users/notifications/achievement/integrals'));
  expect(await screen.findByText(/points changed/)).toBeInTheDocument();
});

test('visitors are asked to log in', async () => {
  renderRoutes(routes, '/users/notifications/inbox');
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});
