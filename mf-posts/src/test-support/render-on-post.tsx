import type { ReactNode } from 'react';
import type { LoggedUser } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { at, renderRoutes } from '@site/mock-server/render';

/** A store logged in as `user` (or anonymous). */
export function storeAs(user?: LoggedUser) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return store;
}

/** Renders `element` on a post page, with a login page to be sent to. */
export function renderOnPost(element: ReactNode, user?: LoggedUser) {
  return renderRoutes([at('/questions/:qid', element), at('/users/login', <p>Login page</p>)], '/questions/1025?x=1', storeAs(user));
}
