import { endpoints } from '@site/shared/contract';
import { makeStore, setToken } from '@site/shared/store';
import { mockState, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { refreshUserOnReturn } from './user-refresh';

const server = setupMockServer();
let calls = 0;
let stop = () => undefined as void;

beforeEach(() => {
  // Only the clock is faked: the throttle reads Date.now, msw keeps its real timers.
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === endpoints.getUserInfo.path) calls += 1;
  });
});
afterEach(() => {
  stop();
  server.events.removeAllListeners();
  jest.useRealTimers();
  localStorage.clear();
});

const settle = () => new Promise((r) => setTimeout(r, 30));
const comeBack = async () => {
  window.dispatchEvent(new Event('focus'));
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
};

test('coming back to the tab refreshes the user, at most once per 10 s', async () => {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  stop = refreshUserOnReturn(store.dispatch);

  await comeBack();
  expect(calls).toBe(1);
  expect(store.getState().auth.user?.username).toBe('alice');

  // An admin made alice a moderator meanwhile; coming back 5 s later is within the throttle.
  mockState.usersByToken.set(users.activated.access_token, { ...users.activated, role_id: 3 });
  jest.advanceTimersByTime(5_000);
  await comeBack();
  expect(calls).toBe(1);

  jest.advanceTimersByTime(5_000);
  await comeBack();
  expect(calls).toBe(2);
  expect(store.getState().auth.user?.role_id).toBe(3);
});

test('an anonymous visitor causes no requests, and stopping removes the listeners', async () => {
  const store = makeStore();
  stop = refreshUserOnReturn(store.dispatch);
  await comeBack();
  expect(calls).toBe(0);

  store.dispatch(setToken(users.activated.access_token));
  stop();
  await comeBack();
  expect(calls).toBe(0);
});
