import { setupMockServer, users } from '@site/mock-server/node';
import { api } from '../api/api.js';
import { guardSuspendedPage } from '../auth/guards.js';
import { patchUser, setUser } from './auth-slice.js';
import { makeStore } from './make-store.js';
import { selectLoginState } from './selectors.js';

setupMockServer();

test('a visitor refused as suspended at login (no session) may see the suspended page until someone logs in', async () => {
  const store = makeStore();
  expect(guardSuspendedPage(selectLoginState(store.getState()))).toEqual({ ok: false, redirect: '/' });
  store.dispatch(patchUser({ status: 'suspended' }));
  const ls = selectLoginState(store.getState());
  expect(ls).toMatchObject({ logged: false, forbidden: true });
  expect(guardSuspendedPage(ls)).toEqual({ ok: true });
  // The forced refresh that follows finds nobody logged in; the notice stays.
  await new Promise((r) => setTimeout(r, 0));
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  expect(selectLoginState(store.getState()).forbidden).toBe(true);
  store.dispatch(setUser(users.admin));
  expect(selectLoginState(store.getState()).forbidden).toBe(false);
});
