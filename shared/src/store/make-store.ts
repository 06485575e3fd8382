import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api.js';
import { refreshUser } from '../api/refresh-user.js';
import { STORAGE_KEYS, storage } from '../lib/storage.js';
import { patchUser } from './auth-slice.js';
import { rootReducer, type RootState } from './root-reducer.js';

/** Builds a store around the one root reducer and api middleware. Tests use a fresh one each; the app uses `store`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  // Side effects live in listeners, not in reducers: persisting the token and redirect address, refreshing the user.
  const listeners = createListenerMiddleware<RootState>();
  listeners.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).auth.token !== (previous as RootState).auth.token ||
      (current as RootState).auth.redirectAfterLogin !== (previous as RootState).auth.redirectAfterLogin,
    effect: (_action, listenerApi) => {
      const { token, redirectAfterLogin } = (listenerApi.getState() as RootState).auth;
      if (token) storage.set(STORAGE_KEYS.token, token);
      else storage.remove(STORAGE_KEYS.token);
      if (redirectAfterLogin) storage.set(STORAGE_KEYS.redirectAfterLogin, redirectAfterLogin);
      else storage.remove(STORAGE_KEYS.redirectAfterLogin);
    },
  });
  // The server said the user's state changed (403 suspended / inactive): fetch the whole user again, unthrottled.
  listeners.startListening({
    actionCreator: patchUser,
    effect: async (_action, listenerApi) => {
      await listenerApi.dispatch(refreshUser({ force: true }));
    },
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
}

/** A store made by `makeStore`. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch (thunks and RTK Query actions included). */
export type AppDispatch = AppStore['dispatch'];

/** The one store of the page; shell, remotes and parcels all use it (shared as a Module Federation singleton). */
export const store: AppStore = makeStore();
// refetchOnFocus / refetchOnReconnect for queries that opt in.
setupListeners(store.dispatch);
