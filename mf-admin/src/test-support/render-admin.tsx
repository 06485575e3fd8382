// Test helpers for the admin pages: the admin routes as the shell shows them (with its toasts), and an admin logged
// in with their token.
import { Outlet, type RouteObject } from 'react-router-dom';
import type { LoggedUser } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import { renderRoutes, ToastsProbe } from '@site/mock-server/render';
import routes from '../routes';

// An admin page is a full antd form or table: rendering and typing into it in jsdom takes seconds on a busy machine.
jest.setTimeout(30_000);

const page: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ToastsProbe />
      </>
    ),
    children: routes,
  },
];

/** Renders `path` of the admin area for `user` (the admin by default), logged in with their token. */
export function renderAdmin(path: string, user: LoggedUser = users.admin) {
  const store = makeStore();
  store.dispatch(setToken(user.access_token));
  store.dispatch(setUser(user));
  return renderRoutes(page, path, store);
}
