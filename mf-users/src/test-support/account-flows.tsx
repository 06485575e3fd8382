// Test helpers for the account-flow pages: where the router ended up, the shell's navigation bridge, a logged
// store, and a recorder of the JSON bodies a page sent.
import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { endpoints, type CaptchaAction, type LoggedUser } from '@site/shared/contract';
import { makeStore, navigationDone, selectNavigation, setUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { anyOrigin, ok } from '@site/mock-server';
import { http, type mockServer } from '@site/mock-server/node';

/** Shows the current address (path + query), for pages a flow ends on. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** What the shell does with the baseQuery's navigation requests (403 url_expired -> activation failed, ...). */
function ShellLike() {
  const request = useAppSelector(selectNavigation);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!request) return;
    navigate(request.path, { replace: request.replace });
    dispatch(navigationDone());
  }, [request, navigate, dispatch]);
  return <Outlet />;
}

/** Routes wrapped as the shell wraps a remote's, plus probes at home and login. */
export function inShell(routes: RouteObject[]): RouteObject[] {
  return [{ element: <ShellLike />, children: [...routes, { path: '/users/login', element: <Where /> }, { path: '/', element: <Where /> }] }];
}

/** A store with `user` logged in. */
export function loggedStore(user: LoggedUser | null) {
  const store = makeStore();
  if (user) store.dispatch(setUser(user));
  return store;
}

/** Records the JSON bodies sent to an endpoint, letting the default mock handler answer. */
export function recordBodies(server: typeof mockServer, method: 'post' | 'put', path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](anyOrigin(path), async ({ request }) => {
      bodies.push(await request.clone().json());
      // No answer: the request falls through to the default handler.
    }),
  );
  return bodies;
}

/** A recognisable captcha image per issue number. */
export const captchaImage = (n: number) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`)}`;

/** The server asks for a captcha for `action` from now on: a new one (c1, c2, ...) at every request. */
export function askCaptcha(server: typeof mockServer, action: CaptchaAction) {
  let issued = 0;
  server.use(
    http.get(anyOrigin(endpoints.getActionRecord.path), ({ request }) => {
      if (new URL(request.url).searchParams.get('action') !== action) return;
      issued += 1;
      return ok({ verify: true, captcha_id: `c${issued}`, captcha_img: captchaImage(issued) });
    }),
  );
}

/** Types into a field found by its label (a paste: one input event, as fast as the form allows). */
export async function typeInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.click(field);
  await userEvent.paste(text);
}
