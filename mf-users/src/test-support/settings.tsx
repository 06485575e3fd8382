// Test helpers for /users/settings: the settings routes as the shell shows them (with its toasts and navigation),
// a logged store, and a recorder of the bodies a page sent.
import { File as NodeFile } from 'node:buffer';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { LoggedUser } from '@site/shared/contract';
import { makeStore, selectToasts, setToken, setUser, useAppSelector } from '@site/shared/store';
import { anyOrigin, users } from '@site/mock-server';
import { http, type mockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { settingsRoutes } from '../settings-routes';
import { inShell } from './account-flows';

// A settings page is a full antd form: rendering and typing into it in jsdom takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

/** The shell's toast stack, reduced to what a user reads. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div data-testid="toasts">
      {toasts.map((t) => (
        <div key={t.id} role="status" data-type={t.type}>
          {t.msg}
        </div>
      ))}
    </div>
  );
}

const page: RouteObject[] = inShell([
  {
    element: (
      <>
        <Outlet />
        <Toasts />
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

/** Records the JSON bodies sent to an endpoint; the default mock handler still answers. */
export function recordJson(server: typeof mockServer, method: 'post' | 'put' | 'delete', path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](anyOrigin(path), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
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
