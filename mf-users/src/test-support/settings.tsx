// Test helpers for /users/settings: the settings routes as the shell shows them (with its toasts and navigation),
// a logged store, and a request counter.
import { File as NodeFile } from 'node:buffer';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { LoggedUser } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { users } from '@site/mock-server';
import type { mockServer } from '@site/mock-server/node';
import { renderRoutes, ToastsProbe } from '@site/mock-server/render';
import { settingsRoutes } from '../settings-routes';
import { inShell } from './account-flows';

// A settings page is a full antd form: rendering and typing into it in jsdom takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);


const page: RouteObject[] = inShell([
  {
    element: (
      <>
        <Outlet />
        <ToastsProbe />
      </>
    ),
    children: [...settingsRoutes, { path: '/users/account-suspended', element: <p>Suspended page</p> }],
  },
]);

/** Renders `path` of the settings for `user` (logged with its token, as after start-up; null: anonymous). */
export function renderSettings(path: string, user: LoggedUser | null = users.activated) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return renderRoutes(page, path, store);
}


/** Counts requests to a path (any method). */
export function countRequests(server: typeof mockServer, path: string, method = 'GET') {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

/**
 * A file as a browser's file picker gives it. Node's File, not jsdom's: the test environment's FormData is Node's
 * and would turn a jsdom File into the text "[object File]".
 */
export function pickedFile(name: string, type: string, size = 64): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}
