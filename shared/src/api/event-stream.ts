import type { AnyEndpoint, DataOf } from '../contract/index.js';
import { currentLanguage, i18n } from '../i18n/instance.js';
import type { AppDispatch } from '../store/make-store.js';
import { getApiBaseUrl } from './base-url.js';
import { routeError } from './route-error.js';
import type { ApiError } from './types.js';

export interface StreamOptions<E extends AnyEndpoint> {
  token: string | null;
  dispatch: AppDispatch;
  /** Each frame as it arrives (frames that do not match the contract's frame schema are skipped). */
  onFrame: (frame: DataOf<E>) => void;
  /** Aborting stops the stream (the server then cancels its own work). */
  signal: AbortSignal;
  /** Whether `token`'s session has ended or is ending since (see isSessionOver): a 401 then logs nobody out. */
  sessionOver?: () => boolean;
}

/** How a stream ended: `done` after `[DONE]`; `ended` when the server closed it without (a failure frame said why). */
export type StreamEnd = 'done' | 'ended';

/** A GET stream's query: its set fields as strings (absent ones left out, as RTK Query's calls do). */
const queryPairs = (q: Record<string, unknown>): [string, string][] =>
  Object.entries(q).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)] as [string, string]]));

const failure = (status: 'FETCH_ERROR', reason: string): ApiError => ({ status, code: 0, reason, msg: i18n.t(`errors:${reason}`), data: null });

/**
 * POSTs (or, for a GET entry, GETs) to a streaming endpoint of the contract and reads its `text/event-stream` answer with fetch and a
 * ReadableStream (api-conventions: not EventSource, which cannot POST): each `data: <json>` line is a frame, and
 * `data: [DONE]` ends it. Refusals before the stream (the JSON envelope) are routed like the baseQuery's, with 400s
 * passed back to the caller, and reject with the ApiError. No overall timeout: a reply may take longer than a
 * request (the server keeps its own); an abort rejects with the signal's AbortError.
 */
export async function postEventStream<E extends AnyEndpoint>(entry: E, body: unknown, o: StreamOptions<E>): Promise<StreamEnd> {
  // A GET stream (the live badge, posts and lists) sends no body: its input, if any, is the query string.
  const get = entry.method === 'GET';
  const query = get && body && typeof body === 'object' ? `?${new URLSearchParams(queryPairs(body as Record<string, unknown>))}` : '';
  const headers: Record<string, string> = { accept: 'text/event-stream', 'Accept-Language': currentLanguage() };
  if (!get) headers['content-type'] = 'application/json';
  if (o.token) headers.Authorization = o.token;
  let res: Response;
  try {
    res = await fetch(`${getApiBaseUrl()}${entry.path}${query}`, {
      method: entry.method,
      headers,
      ...(get ? {} : { body: JSON.stringify(body) }),
      credentials: 'include',
      signal: o.signal,
    });
  } catch (err) {
    if (o.signal.aborted) throw err;
    throw failure('FETCH_ERROR', 'error.request.network');
  }
  if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const envelope = (await res.json().catch(() => null)) as { code?: number; reason?: string; msg?: string; data?: unknown } | null;
    const error: ApiError = {
      status: res.status,
      code: envelope?.code ?? res.status,
      reason: envelope?.reason ?? (res.status >= 500 ? 'base.unknown' : 'base.request_format_error'),
      msg: envelope?.msg ?? i18n.t('errors:base.unknown'),
      data: envelope?.data ?? null,
    };
    const currentPath = `${window.location.pathname}${window.location.search}`;
    throw routeError(error, { dispatch: o.dispatch, url: entry.path, policy: { passErrors: true, ignore50X: true }, currentPath, sessionOver: o.sessionOver?.() });
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // Not every fetch ends the body's pending read when its signal aborts: cancel it here so a stop is immediate.
  const cancel = () => void reader.cancel().catch(() => {});
  o.signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (o.signal.aborted) throw o.signal.reason;
      if (done) return 'ended';
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data === '[DONE]') return 'done';
        if (!data) continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          continue;
        }
        const frame = entry.response.safeParse(parsed);
        if (frame.success) o.onFrame(frame.data as DataOf<E>);
      }
    }
  } catch (err) {
    if (o.signal.aborted) throw err;
    // The connection broke mid-stream.
    return 'ended';
  } finally {
    o.signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
