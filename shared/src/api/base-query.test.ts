import { http, HttpResponse, delay } from 'msw';
import { mockServer, ok, setupMockServer, users } from '@site/mock-server/node';
import { endpoints } from '../contract/index.js';
import { initI18n } from '../i18n/instance.js';
import { makeStore } from '../store/make-store.js';
import { setToken } from '../store/auth-slice.js';
import { api } from './api.js';
import { REQUEST_TIMEOUT_MS } from './base-query.js';
import type { ApiArgs, ApiError } from './types.js';

setupMockServer();

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, ApiArgs>({ query: (args) => args }) }),
});

/** Runs one call through a fresh store, from page `at`, and returns what came back and what the UI state became. */
async function call(args: ApiArgs, at = '/questions', prepare?: (store: ReturnType<typeof makeStore>) => void) {
  window.history.pushState({}, '', at);
  const store = makeStore();
  prepare?.(store);
  const result = await store.dispatch(probeApi.endpoints.probe.initiate(args, { subscribe: false }));
  const state = store.getState();
  return { data: result.data, error: result.error as ApiError | undefined, ui: state.ui, auth: state.auth };
}

const respond = (path: string, response: () => Response | Promise<Response>) => mockServer.use(http.all(`*${path}`, response));

afterEach(async () => {
  await initI18n('en_US');
  localStorage.clear();
});

describe('baseQuery: request and envelope', () => {
  test('unwraps the envelope to data', async () => {
    const { data, error } = await call({ url: endpoints.getSiteInfo.path });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ general: { name: 'Mock Site' } });
  });

  test('204 yields the status itself', async () => {
    respond('/x/empty', () => new HttpResponse(null, { status: 204 }));
    expect((await call({ url: '/x/empty', method: 'PUT' })).data).toBe(204);
  });

  test('sends the raw token as Authorization and the UI language as Accept-Language', async () => {
    const seen: Record<string, string | null> = {};
    respond('/x/headers', () => HttpResponse.json({ code: 200, reason: 'base.success', msg: '', data: null }));
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/x/headers')) {
        seen.auth = request.headers.get('Authorization');
        seen.lang = request.headers.get('Accept-Language');
      }
    });
    await initI18n('zh_CN');
    await call({ url: '/x/headers' }, '/', (s) => s.dispatch(setToken('abc123')));
    mockServer.events.removeAllListeners();
    expect(seen).toEqual({ auth: 'abc123', lang: 'zh_CN' });
  });

  test('anonymous calls carry no Authorization header', async () => {
    let auth: string | null = 'unset';
    respond('/x/anon', () => ok(null));
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/x/anon')) auth = request.headers.get('Authorization');
    });
    await call({ url: '/x/anon' });
    mockServer.events.removeAllListeners();
    expect(auth).toBeNull();
  });

  test('getUserInfo fills the auth slice; a null user logs out', async () => {
    const store = makeStore();
    store.dispatch(setToken(users.admin.access_token));
    await store.dispatch(api.endpoints.getUserInfo.initiate());
    expect(store.getState().auth.user?.username).toBe('admin');
    expect(store.getState().auth.lastUserFetchAt).toEqual(expect.any(Number));

    const stale = makeStore();
    stale.dispatch(setToken('expired-token'));
    await stale.dispatch(api.endpoints.getUserInfo.initiate());
    expect(stale.getState().auth).toMatchObject({ user: null, token: null });
  });

  test('gives up after 10 s with a timeout error', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      respond('/x/slow', () => delay('infinite').then(() => ok(null)));
      const pending = call({ url: '/x/slow' });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100);
      let settled = false;
      void pending.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(200);
      const { error } = await pending;
      expect(error).toMatchObject({
        status: 'TIMEOUT_ERROR',
        reason: 'error.request.timeout',
        msg: 'The request timed out. Please try again.',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  test('a network failure is rejected as FETCH_ERROR', async () => {
    respond('/x/down', () => HttpResponse.error());
    const { error, ui } = await call({ url: '/x/down' });
    expect(error).toMatchObject({ status: 'FETCH_ERROR', reason: 'error.request.network' });
    expect(ui.errorPage).toBeNull();
  });
});
