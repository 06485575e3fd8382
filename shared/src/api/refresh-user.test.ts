import { mockServer, mockState, setupMockServer, users } from '@site/mock-server/node';
import { endpoints } from '../contract/index.js';
import { setToken } from '../store/auth-slice.js';
import { makeStore } from '../store/make-store.js';
import { refreshUser } from './refresh-user.js';

setupMockServer();
let userInfoCalls = 0;

beforeEach(() => {
  // Only Date is faked: msw and fetch keep their real timers, the throttle reads the clock.
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  userInfoCalls = 0;
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === endpoints.getUserInfo.path) userInfoCalls += 1;
  });
});
afterEach(() => {
  mockServer.events.removeAllListeners();
  jest.useRealTimers();
  localStorage.clear();
});

function loggedStore() {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  return store;
}

test('the user is fetched at most once per 10 s; after 10 s the next refresh asks again', async () => {
  const store = loggedStore();
  expect((await store.dispatch(refreshUser()))?.username).toBe('alice');
  expect(userInfoCalls).toBe(1);

  // The server now knows a new display name, but a refresh 9.999 s later is throttled.
  mockState.usersByToken.set(users.activated.access_token, { ...users.activated, display_name: 'Alice Renamed' });
  jest.advanceTimersByTime(9_999);
  expect((await store.dispatch(refreshUser()))?.display_name).toBe(users.activated.display_name);
  expect(userInfoCalls).toBe(1);

  jest.advanceTimersByTime(1);
  expect((await store.dispatch(refreshUser()))?.display_name).toBe('Alice Renamed');
  expect(userInfoCalls).toBe(2);
});

test('a forced refresh asks the server at once', async () => {
  const store = loggedStore();
  await store.dispatch(refreshUser());
  mockState.usersByToken.set(users.activated.access_token, { ...users.activated, status: 'suspended' });
  jest.advanceTimersByTime(1_000);
  expect((await store.dispatch(refreshUser({ force: true })))?.status).toBe('suspended');
  expect(userInfoCalls).toBe(2);
});

test('refreshes at the same moment share one request', async () => {
  const store = loggedStore();
  await Promise.all([store.dispatch(refreshUser()), store.dispatch(refreshUser()), store.dispatch(refreshUser({ force: true }))]);
  expect(userInfoCalls).toBe(1);
  expect(store.getState().auth.user?.username).toBe('alice');
});

test('an anonymous visitor has nobody to refresh unless forced', async () => {
  const store = makeStore();
  expect(await store.dispatch(refreshUser())).toBeNull();
  expect(userInfoCalls).toBe(0);
  expect(await store.dispatch(refreshUser({ force: true }))).toBeNull();
  expect(userInfoCalls).toBe(1);
});

test('a token the server no longer knows logs the visitor out on refresh', async () => {
  const store = loggedStore();
  await store.dispatch(refreshUser());
  mockState.usersByToken.delete(users.activated.access_token);
  jest.advanceTimersByTime(10_000);
  expect(await store.dispatch(refreshUser())).toBeNull();
  expect(store.getState().auth.token).toBeNull();
});
