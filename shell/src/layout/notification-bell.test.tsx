import { act, screen, waitFor } from '@testing-library/react';
import { endpoints, NOTIFICATION_POLL_MS, type NotificationStatus } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { anyOrigin, mockNotificationStatus, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { NotificationBell } from './notification-bell';
import { LIVE_STREAM_START_DELAY_MS as STREAM_START_DELAY_MS } from '@site/shared/api';

const server = setupMockServer();
const routes = () => [at('/', <NotificationBell />), at('/users/notifications/inbox', <p>Inbox page</p>)];
const status = (inbox: number, achievement = 0): NotificationStatus => ({ inbox, achievement, revision: 0, can_revision: false, badge_award: null });

function renderAsMember() {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  return { ...renderRoutes(routes(), '/', store), store };
}

/** The stream answers 503: the bell relies on the poll alone. */
const noStream = () => http.get(anyOrigin(endpoints.streamNotificationStatus.path), () => new Response('{}', { status: 503 }));

test('a member sees how many inbox items and achievements are new, the bell linking to the inbox', async () => {
  renderAsMember();
  const bell = await screen.findByTestId('nav-notifications');
  const fixture = mockNotificationStatus();
  await waitFor(() => expect(bell).toHaveAccessibleName(`Notifications: ${fixture.inbox + fixture.achievement} new`));
  expect(bell).toHaveAttribute('href', '/users/notifications/inbox');
});

test('with news in the achievements only, the bell opens them', async () => {
  server.use(noStream(), http.get(anyOrigin(endpoints.getNotificationStatus.path), () => ok(status(0, 2))));
  renderAsMember();
  const bell = await screen.findByTestId('nav-notifications');
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications: 2 new'));
  expect(bell).toHaveAttribute('href', '/users/notifications/achievement');
});

test('without the stream the count follows the 3 s poll, and a 50X answer leaves it as it was, with no error page', async () => {
  let answer: Response | null = null;
  let inbox = 1;
  server.use(
    noStream(),
    http.get(anyOrigin(endpoints.getNotificationStatus.path), () => answer ?? ok(status(inbox))),
  );
  const { store } = renderAsMember();
  const bell = await screen.findByTestId('nav-notifications');
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications: 1 new'));
  answer = new Response(JSON.stringify({ code: 500, reason: 'base.unknown', msg: 'Unknown error.', data: null }), { status: 500 });
  await act(() => new Promise((r) => setTimeout(r, NOTIFICATION_POLL_MS + 500)));
  expect(bell).toHaveAccessibleName('Notifications: 1 new');
  expect(store.getState().ui.errorPage).toBeNull();
  answer = null;
  inbox = 2;
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications: 2 new'), { timeout: NOTIFICATION_POLL_MS + 2000 });
}, 20_000);

test('the live stream pushes a new count at once', async () => {
  let push: ((s: NotificationStatus) => void) | null = null;
  server.use(
    http.get(anyOrigin(endpoints.getNotificationStatus.path), () => ok(status(0))),
    http.get(anyOrigin(endpoints.streamNotificationStatus.path), () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (s) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(s)}\n\n`));
          push(status(0));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  renderAsMember();
  const bell = await screen.findByTestId('nav-notifications');
  await waitFor(() => expect(push).not.toBeNull(), { timeout: STREAM_START_DELAY_MS + 2000 });
  await act(async () => push!(status(4, 1)));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications: 5 new'), { timeout: 1000 });
});

test('visitors see no bell', async () => {
  renderRoutes(routes(), '/');
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(screen.queryByTestId('nav-notifications')).toBeNull();
});
