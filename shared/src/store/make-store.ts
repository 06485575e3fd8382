import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api.js';
import { STORAGE_KEYS, storage } from '../lib/storage.js';
import { rootReducer, type RootState } from './root-reducer.js';

/** Builds a store around the one root reducer and api middleware. Tests use a fresh one each; the app uses `store`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  // Persisting the token and redirect address is a side effect, so it lives in a listener, not in the reducer.
  const persistence = createListenerMiddleware();
  persistence.startListening({
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
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
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
