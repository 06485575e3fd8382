/** Per-request error handling options (spec section 7: "some calls allow a 404 answer or pass errors through"). */
export interface RequestPolicy {
  /** A 404 shows the 404 page (unless on an ignored page). Without it a 404 is only rejected. */
  allow404?: boolean;
  /** A 5xx does not show the 50X page (e.g. notification polling). */
  ignore50X?: boolean;
  /** 400 errors come back to the caller without toast or dialog; session redirects (401, 403 types) still happen. */
  passErrors?: boolean;
}

/** What endpoints pass to the baseQuery. `url` is relative to the API origin, e.g. `endpoints.getQuestionPage.path`. */
export interface ApiArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  policy?: RequestPolicy;
}

/** Non-HTTP failures. */
export type TransportStatus = 'TIMEOUT_ERROR' | 'FETCH_ERROR' | 'PARSING_ERROR';

/**
 * Every rejected call has this shape (never `false`, never a bare string). `code`/`reason`/`msg`/`data` come from
 * the envelope; `fieldErrors` maps error_field -> error_msg for 400 validation errors.
 */
export interface ApiError {
  status: number | TransportStatus;
  code: number;
  reason: string;
  msg: string;
  data: unknown;
  fieldErrors?: Record<string, string>;
}

/** Whether a value is an `ApiError` (RTK Query errors may also be SerializedError). */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'reason' in value && 'msg' in value;
}
