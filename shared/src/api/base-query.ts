import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { i18n, currentLanguage } from '../i18n/instance.js';
import { resolveApiUrl } from './base-url.js';
import { isSessionOver, type AuthState } from '../store/auth-slice.js';
import { routeError } from './route-error.js';
import { isApiError, type ApiArgs, type ApiError, type TransportStatus } from './types.js';

/** Request timeout (spec section 9: 10 s). */
export const REQUEST_TIMEOUT_MS = 10_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers, { getState }) {
    // The raw token, as Apache Answer sends it (the server also accepts a Bearer prefix).
    const token = (getState() as { auth?: { token?: string | null } }).auth?.token;
    if (token && !headers.has('Authorization')) headers.set('Authorization', token);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEnvelope = (v: unknown): v is { code: number; reason: string; msg: string; data: unknown } =>
  isObject(v) && typeof v.code === 'number' && 'data' in v;

const transportMessage: Record<TransportStatus, string> = {
  TIMEOUT_ERROR: 'error.request.timeout',
  FETCH_ERROR: 'error.request.network',
  PARSING_ERROR: 'base.unknown',
};

/** Normalises fetchBaseQuery's error into the envelope-shaped `ApiError`. */
function toApiError(err: FetchBaseQueryError): ApiError {
  const httpStatus = typeof err.status === 'number' ? err.status : 'originalStatus' in err ? err.originalStatus : null;
  const body = 'data' in err ? err.data : undefined;
  if (httpStatus != null && isEnvelope(body)) {
    return { status: httpStatus, code: body.code, reason: String(body.reason ?? ''), msg: String(body.msg ?? ''), data: body.data ?? null };
  }
  if (httpStatus != null) {
    // A proxy's HTML error page or an empty body: still an HTTP status the routing understands.
    const reason = httpStatus >= 500 ? 'base.unknown' : 'base.request_format_error';
    return { status: httpStatus, code: httpStatus, reason, msg: i18n.t(`errors:${reason}`), data: null };
  }
  const status = err.status as TransportStatus;
  const reason = transportMessage[status] ?? 'base.unknown';
  return { status, code: 0, reason, msg: i18n.t(`errors:${reason}`), data: null };
}

/**
 * The one baseQuery: sends credentials, the raw token as Authorization and the UI language as Accept-Language,
 * aborts after 10 s, unwraps the envelope to `data` (204 yields 204), and routes errors per spec section 8
 * (see route-error.ts) before rejecting with an `ApiError`.
 */
export const baseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  arg,
  queryApi,
  extraOptions,
) => {
  const args: ApiArgs = typeof arg === 'string' ? { url: arg } : arg;
  const { policy = {}, url, ...request } = args;
  const auth = () => (queryApi.getState() as { auth?: AuthState }).auth;
  const sentToken = auth()?.token;
  const result = await rawBaseQuery({ ...request, url: resolveApiUrl(url) }, queryApi, extraOptions);

  if (result.error) {
    const apiError = toApiError(result.error);
    const currentPath = globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : '/';
    const now = auth();
    const sessionOver = !!now && isSessionOver(now, sentToken);
    const routed = routeError(apiError, { dispatch: queryApi.dispatch, url, policy, currentPath, sessionOver });
    return { error: routed, meta: result.meta };
  }

  if (result.meta?.response?.status === 204) return { data: 204, meta: result.meta };
  const body = result.data;
  // Non-envelope JSON (e.g. /remotes.json) passes through whole.
  return { data: isEnvelope(body) ? body.data : body, meta: result.meta };
};

export { isApiError };
