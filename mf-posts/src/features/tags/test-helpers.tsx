// Component-test helpers of the tag pages: a store with a fixture user logged in.
import type { LoggedUser } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';

/** A fresh store, logged in as `user` (or anonymous). */
export function storeAs(user?: LoggedUser) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return store;
}
