// Test helpers for the points pages: their routes as the shell shows them (with its toasts and navigation), a
// member logged in, and the points fixtures a test changes.
import { Outlet, type RouteObject } from 'react-router-dom';
import { useGetUserInfoQuery } from '@site/shared/api';
import { endpoints, type LoggedUser, type PointsSummary } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { anyOrigin, mockSummary, ok, users } from '@site/mock-server';
import { http, type mockServer } from '@site/mock-server/node';
import { renderRoutes, ToastsProbe } from '@site/mock-server/render';
import { pointsRoutes } from '../points-routes';
import { inShell, Where } from './account-flows';

// A points page is an antd table or form: rendering and typing into it in jsdom takes seconds on a busy machine.
jest.setTimeout(30_000);

/** The shell keeps the current user subscribed from start-up, so invalidating 'User' fetches it again. */
function CurrentUser() {
  useGetUserInfoQuery();
  return null;
}

const page: RouteObject[] = inShell([
  {
    element: (
      <>
        <CurrentUser />
        <Outlet />
        <ToastsProbe />
      </>
    ),
    children: [...pointsRoutes, { path: '/questions/*', element: <Where /> }, { path: '/users/account-suspended', element: <Where /> }],
  },
]);

/** Renders `path` for `user` (logged with its token, as after start-up; null: a visitor). */
export function renderPoints(path: string, user: LoggedUser | null = users.activated) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return renderRoutes(page, path, store);
}

/** The summary the server answers from now on: the activated member's, with `changes`. */
export function serveSummary(server: typeof mockServer, changes: Partial<PointsSummary>) {
  server.use(http.get(anyOrigin(endpoints.getPointsSummary.path), () => ok({ ...mockSummary(users.activated), ...changes })));
}
