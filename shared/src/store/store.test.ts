import { createSlice } from '@reduxjs/toolkit';
import { users } from '@site/mock-server';
import { STORAGE_KEYS, storage } from '../lib/storage.js';
import { clearUser, setToken, setUser } from './auth-slice.js';
import { makeStore } from './make-store.js';
import { injectSlice } from './root-reducer.js';
import { selectLoginState, selectToasts } from './selectors.js';
import { dismissToast, navigationDone, pushToast, requestNavigation } from './ui-slice.js';

afterEach(() => localStorage.clear());

test('the token is persisted with the 7-day storage and read back by a new page load', () => {
  const store = makeStore();
  store.dispatch(setToken('tok-1'));
  expect(storage.get(STORAGE_KEYS.token)).toBe('tok-1');
  expect(makeStore().getState().auth.token).toBe('tok-1');
  store.dispatch(clearUser());
  expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
});

test('setUser takes the token from the user and feeds the derived login state', () => {
  const store = makeStore();
  expect(selectLoginState(store.getState()).logged).toBe(false);
  store.dispatch(setUser(users.admin));
  expect(store.getState().auth.token).toBe(users.admin.access_token);
  expect(selectLoginState(store.getState())).toMatchObject({ logged: true, admin: true });
  store.dispatch(clearUser());
  expect(selectLoginState(store.getState()).logged).toBe(false);
});

test('toasts get ids and can be dismissed; navigation requests are consumed', () => {
  const store = makeStore();
  store.dispatch(pushToast({ type: 'success', msg: 'Update successful.' }));
  const [toast] = selectToasts(store.getState());
  expect(toast).toMatchObject({ type: 'success', msg: 'Update successful.' });
  store.dispatch(dismissToast(toast!.id));
  expect(selectToasts(store.getState())).toEqual([]);
  store.dispatch(requestNavigation('/users/login', { replace: true }));
  expect(store.getState().ui.navigation).toEqual({ path: '/users/login', replace: true });
  store.dispatch(navigationDone());
  expect(store.getState().ui.navigation).toBeNull();
});

const notesSlice = createSlice({
  name: 'notes',
  initialState: { items: [] as string[] },
  reducers: { addNote: (s, a: { payload: string }) => void s.items.push(a.payload) },
  selectors: { selectNotes: (s) => s.items },
});
declare module './root-reducer.js' {
  export interface LazyLoadedSlices {
    notes: ReturnType<typeof notesSlice.reducer>;
  }
}

test('a remote injects its slice into the one store', () => {
  const store = makeStore();
  const injected = injectSlice(notesSlice);
  expect(injected.selectors.selectNotes(store.getState())).toEqual([]);
  store.dispatch(notesSlice.actions.addNote('hello'));
  expect(injected.selectors.selectNotes(store.getState())).toEqual(['hello']);
});
