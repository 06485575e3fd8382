// Test helpers for the editor and the forms that use it (jest only).
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { makeStore, setToken, setUser } from '@site/shared/store';
import type { LoggedUser } from '@site/shared/contract';
import { users } from '@site/mock-server';
import type { mockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import type { RouteObject } from 'react-router-dom';
import { MarkdownEditor } from '../markdown-editor';

/** A store logged in as `user` (null: anonymous), as after start-up. */
export function loggedStore(user: LoggedUser | null = users.activated) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return store;
}

/** Renders routes for a logged user. */
export const renderAs = (routes: RouteObject[], path: string, user: LoggedUser | null = users.activated) => renderRoutes(routes, path, loggedStore(user));

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor value={value} onChange={setValue} />;
}
/** The editor with its own state, as a form would hold it. */
export const renderEditor = (initial = '') => renderAs([at('/', <Controlled initial={initial} />)], '/');

/** A file as a browser's picker gives it (Node's File: jsdom's would reach FormData as "[object File]"). */
export function pickedFile(name: string, type: string, size = 64): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

/** Counts requests to a path with a method. */
export function countRequests(server: typeof mockServer, path: string, method = 'GET') {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

