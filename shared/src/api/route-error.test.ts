import { http, HttpResponse } from 'msw';
import { errorResponses, mockServer, mockState, setupMockServer, users } from '@site/mock-server/node';
import { makeStore } from '../store/make-store.js';
import { clearUser, endingSession, setToken, setUser } from '../store/auth-slice.js';
import { api } from './api.js';
import type { ApiArgs, ApiError, RequestPolicy } from './types.js';

setupMockServer();

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, ApiArgs>({ query: (args) => args }) }),
});

type Store = ReturnType<typeof makeStore>;

/** `whileAnswering` changes the store after the call left and before its answer is back. */
async function call(url: string, response: () => Response, opts: { at?: string; policy?: RequestPolicy; whileAnswering?: (store: Store) => void } = {}) {
  mockServer.use(
    http.all(`*${url}`, () => {
      opts.whileAnswering?.(store);
      return response();
    }),
  );
  window.history.pushState({}, '', opts.at ?? '/questions/1');
  const store = makeStore();
  store.dispatch(setUser(users.activated));
  const result = await store.dispatch(probeApi.endpoints.probe.initiate({ url, policy: opts.policy }, { subscribe: false }));
  const { ui, auth } = store.getState();
  return { error: result.error as ApiError, ui, auth };
}

const API = '/answer/api/v1/thing';
const ADMIN = '/answer/admin/api/thing';
const nothingShown = (ui: { toasts: unknown[]; dialog: unknown; errorPage: unknown; navigation: unknown }) =>
  expect({ toasts: ui.toasts, dialog: ui.dialog, errorPage: ui.errorPage, navigation: ui.navigation }).toEqual({
    toasts: [],
    dialog: null,
    errorPage: null,
    navigation: null,
  });

afterEach(() => localStorage.clear());

describe('spec section 8: 400', () => {
  test("err_type 'toast' shows a danger toast with msg", async () => {
    const { ui, error } = await call(API, () => errorResponses.errType('toast', 'You cannot vote for your own posts.'));
    expect(ui.toasts).toEqual([{ id: expect.any(String), type: 'danger', msg: 'You cannot vote for your own posts.' }]);
    expect(error).toMatchObject({ status: 400, code: 400, msg: 'You cannot vote for your own posts.' });
  });

  test("err_type 'alert' rejects with msg and data, showing nothing", async () => {
    const { ui, error } = await call(API, () => errorResponses.errType('alert', 'Already installed.', 'error.install.already_installed'));
    nothingShown(ui);
    expect(error).toEqual({
      status: 400,
      code: 400,
      reason: 'error.install.already_installed',
      msg: 'Already installed.',
      data: { err_type: 'alert' },
    });
  });

  test("err_type 'modal' shows a confirm dialog with msg", async () => {
    const { ui } = await call(API, () => errorResponses.errType('modal', 'Please complete platform entry first.'));
    expect(ui.dialog).toEqual({ kind: 'confirm', msg: 'Please complete platform entry first.' });
    expect(ui.toasts).toEqual([]);
  });

  test('passErrors returns the error to the caller untouched, showing nothing', async () => {
    const { ui, error } = await call(API, () => errorResponses.errType('toast', 'Nope.'), { policy: { passErrors: true } });
    nothingShown(ui);
    expect(error).toMatchObject({ msg: 'Nope.', data: { err_type: 'toast' } });
  });

  test('a list is rejected as field errors', async () => {
    const list = [
      { error_field: 'title', error_msg: 'Title cannot be empty.' },
      { error_field: 'tags', error_msg: 'At least one tag is required.' },
    ];
    const { ui, error } = await call(API, () => errorResponses.fieldErrors(list));
    nothingShown(ui);
    expect(ui.captchaRefresh).toBe(0);
    expect(error.fieldErrors).toEqual({ title: 'Title cannot be empty.', tags: 'At least one tag is required.' });
    expect(error.data).toEqual(list);
  });

  test('a captcha_code field error refreshes the captcha', async () => {
    const { ui, error } = await call(API, () =>
      errorResponses.fieldErrors([{ error_field: 'captcha_code', error_msg: 'Verification failed.' }]),
    );
    expect(ui.captchaRefresh).toBe(1);
    expect(error.fieldErrors).toEqual({ captcha_code: 'Verification failed.' });
  });

  test('empty data shows a closable dialog with msg', async () => {
    const { ui } = await call(API, () => errorResponses.badRequest('Request format is not valid.'));
    expect(ui.dialog).toEqual({ kind: 'closable', msg: 'Request format is not valid.' });
  });
});

describe('spec section 8: 401', () => {
  test('resets error state, clears the user and token, goes to login remembering the address', async () => {
    const { ui, auth, error } = await call(API, () => errorResponses.unauthorized(), { at: '/questions/ask?x=1' });
    expect(auth).toMatchObject({ user: null, token: null, redirectAfterLogin: '/questions/ask?x=1' });
    expect(ui.navigation).toEqual({ path: '/users/login', replace: false });
    expect(ui.errorPage).toBeNull();
    expect(error.status).toBe(401);
  });

  test('a call made before the member logged out (or deleted the account) is no news: home stays home', async () => {
    const { ui, auth } = await call(API, () => errorResponses.unauthorized(), { at: '/', whileAnswering: (s) => s.dispatch(clearUser()) });
    expect(ui.navigation).toBeNull();
    expect(auth.redirectAfterLogin).toBeNull();
  });

  test('a call refused while the member is ending the session leaves the ending to the page doing it', async () => {
    const { ui, auth } = await call(API, () => errorResponses.unauthorized(), {
      at: '/users/settings/account',
      whileAnswering: (s) => s.dispatch(endingSession(true)),
    });
    expect(ui.navigation).toBeNull();
    expect(auth.user?.username).toBe(users.activated.username);
  });

  test('a call made in an earlier session does not log out the member who logged in since', async () => {
    const { ui, auth } = await call(API, () => errorResponses.unauthorized(), { whileAnswering: (s) => s.dispatch(setToken('a-newer-session')) });
    expect(auth.token).toBe('a-newer-session');
    expect(ui.navigation).toBeNull();
  });

  test('on the login page itself it clears the user but neither saves the address nor navigates', async () => {
    const { ui, auth } = await call(API, () => errorResponses.unauthorized(), { at: '/users/login' });
    expect(auth.user).toBeNull();
    expect(auth.redirectAfterLogin).toBeNull();
    expect(ui.navigation).toBeNull();
  });
});

describe('spec section 8: 403', () => {
  test.each([
    ['url_expired', '/users/account-activation/failed'],
    ['inactive', '/users/login?status=inactive'],
    ['suspended', '/users/account-suspended'],
  ] as const)('type %s goes to %s', async (type, path) => {
    const { ui } = await call(API, () => errorResponses.forbidden(type));
    expect(ui.navigation).toEqual({ path, replace: false });
  });

  test.each([
    ['suspended', { status: 'suspended' }],
    ['inactive', { mail_status: 2 }],
  ] as const)('type %s updates the stored user before the guard of the next page sees it, then refetches it', async (type, change) => {
    mockState.usersByToken.set(users.activated.access_token, { ...users.activated, ...change, display_name: 'Fresh' });
    const refetched = new Promise<void>((resolve) =>
      mockServer.events.on('response:mocked', ({ request }) => {
        if (request.url.endsWith('/user/info')) resolve();
      }),
    );
    const { auth, ui } = await call(API, () => errorResponses.forbidden(type));
    expect(auth.user).toMatchObject(change);
    expect(ui.navigation).not.toBeNull();
    await refetched;
    mockServer.events.removeAllListeners();
  });

  test('untyped on an ignored page: nothing', async () => {
    const { ui, error } = await call(API, () => errorResponses.forbidden(), { at: '/users/account-recovery' });
    nothingShown(ui);
    expect(error.status).toBe(403);
  });

  test('untyped on an admin API call: the 403 page', async () => {
    const { ui } = await call(ADMIN, () => errorResponses.forbidden());
    expect(ui.errorPage).toBe('403');
    expect(ui.toasts).toEqual([]);
  });

  test('untyped elsewhere: a danger toast with msg', async () => {
    const { ui } = await call(API, () => errorResponses.forbidden(undefined, 'Forbidden.'));
    expect(ui.toasts).toEqual([{ id: expect.any(String), type: 'danger', msg: 'Forbidden.' }]);
    expect(ui.errorPage).toBeNull();
  });
});

describe('spec section 8: 404 and 5xx', () => {
  test('404 without allow404 is only rejected', async () => {
    const { ui, error } = await call(API, () => errorResponses.notFound());
    nothingShown(ui);
    expect(error).toMatchObject({ status: 404, reason: 'base.not_found' });
  });

  test('404 with allow404 shows the 404 page', async () => {
    expect((await call(API, () => errorResponses.notFound(), { policy: { allow404: true } })).ui.errorPage).toBe('404');
  });

  test('404 with allow404 on an ignored page shows nothing', async () => {
    const { ui } = await call(API, () => errorResponses.notFound(), { policy: { allow404: true }, at: '/users/password-reset' });
    nothingShown(ui);
  });

  test.each([500, 502, 503])('%i shows the 50X page', async (status) => {
    expect((await call(API, () => errorResponses.serverError(status))).ui.errorPage).toBe('50X');
  });

  test('a non-JSON 502 from a proxy still shows the 50X page', async () => {
    const { ui, error } = await call(API, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    expect(ui.errorPage).toBe('50X');
    expect(error).toMatchObject({ status: 502, reason: 'base.unknown' });
  });

  test('5xx with ignore50X or on an ignored page shows nothing', async () => {
    nothingShown((await call(API, () => errorResponses.serverError(), { policy: { ignore50X: true } })).ui);
    nothingShown((await call(API, () => errorResponses.serverError(), { at: '/user-center/auth' })).ui);
  });

  test('503 not_installed sends the visitor to the install wizard (unless there)', async () => {
    expect((await call(API, () => errorResponses.notInstalled())).ui).toMatchObject({
      navigation: { path: '/install' },
      errorPage: null,
    });
    nothingShown((await call(API, () => errorResponses.notInstalled(), { at: '/install' })).ui);
  });

  test('503 maintenance sends a member or visitor to the maintenance page, but leaves the login page alone', async () => {
    expect((await call(API, () => errorResponses.maintenance())).ui).toMatchObject({
      navigation: { path: '/maintenance' },
      errorPage: null,
    });
    nothingShown((await call(API, () => errorResponses.maintenance(), { at: '/users/login?redirect=x' })).ui);
  });
});

describe('spec section 8: other errors', () => {
  test('are rejected with status, code, reason, msg and data, showing nothing', async () => {
    const { ui, error } = await call(API, () =>
      HttpResponse.json({ code: 429, reason: 'base.too_many_requests', msg: 'Too many requests.', data: { retry: 3 } }, { status: 429 }),
    );
    nothingShown(ui);
    expect(error).toEqual({ status: 429, code: 429, reason: 'base.too_many_requests', msg: 'Too many requests.', data: { retry: 3 } });
  });
});
