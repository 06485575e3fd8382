import { useEffect, useState } from 'react';
import { api, fromContract, isApiError, postEventStream } from '@site/shared/api';
import { endpoints, NOTIFICATION_POLL_MS, NOTIFICATION_POLL_STREAMING_MS } from '@site/shared/contract';
import { selectLoginState, selectToken, useAppDispatch, useAppSelector } from '@site/shared/store';

const notificationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A 50X answer to the poll is ignored (spec section 8): the badge keeps its last count, no error page.
    getNotificationStatus: build.query({
      ...fromContract(endpoints.getNotificationStatus, { policy: { ignore50X: true } }),
      providesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationStatusQuery } = notificationStatusApi;

/**
 * The stream opens this long after login or page load: the page's own loading goes first, and a connection that
 * never ends would otherwise keep "the page has loaded" signals (a browser's network-idle) from ever coming. The
 * 3 s poll covers the gap.
 */
export const STREAM_START_DELAY_MS = 2000;

/** Waits before reconnecting a stream that ended, longer after each failure in a row (at most 30 s). */
const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));

/**
 * Follows the server's live stream of the red dots while a member is logged in: each frame replaces the status
 * query's data at once. Answers whether the stream is connected (the poll then slows down). A stream that ends or
 * fails is opened again after a pause; an authorisation failure is routed like any call's (a 401 logs out).
 */
function useNotificationStream(enabled: boolean, token: string | null): boolean {
  const dispatch = useAppDispatch();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || typeof fetch !== 'function' || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      try {
        await postEventStream(endpoints.streamNotificationStatus, undefined, {
          token,
          dispatch,
          signal: stop.signal,
          onFrame: (status) => {
            failures = 0;
            setConnected(true);
            dispatch(notificationStatusApi.util.upsertQueryData('getNotificationStatus', undefined, status));
          },
        });
      } catch (err) {
        if (stop.signal.aborted) return;
        failures += 1;
        // Refused (logged out, suspended): the routing above acted; do not knock again and again.
        if (isApiError(err) && typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
          setConnected(false);
          return;
        }
      }
      if (stop.signal.aborted) return;
      setConnected(false);
      timer = setTimeout(() => void open(), retryDelay(failures++));
    };
    timer = setTimeout(() => void open(), STREAM_START_DELAY_MS);
    return () => {
      stop.abort();
      clearTimeout(timer);
      setConnected(false);
    };
  }, [enabled, token, dispatch]);
  return connected;
}

/**
 * The logged member's red dots: polled every 3 s (spec section 9) while the live stream is not connected, every
 * 30 s while it is; nothing for visitors.
 */
export function useNotificationStatus() {
  const { logged } = useAppSelector(selectLoginState);
  const token = useAppSelector(selectToken);
  const streaming = useNotificationStream(logged, token);
  const { data } = useGetNotificationStatusQuery(undefined, {
    skip: !logged,
    pollingInterval: streaming ? NOTIFICATION_POLL_STREAMING_MS : NOTIFICATION_POLL_MS,
  });
  return logged ? data : undefined;
}
