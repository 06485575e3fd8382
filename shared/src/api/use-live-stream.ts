import { useEffect, useRef, useState } from 'react';
import type { AnyEndpoint, DataOf } from '../contract/index.js';
import { isSessionOver } from '../store/auth-slice.js';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks.js';
import { selectToken } from '../store/selectors.js';
import { postEventStream } from './event-stream.js';
import { isApiError } from './types.js';

/**
 * A live stream opens this long after it is asked for: the page's own loading goes first, and a connection that
 * never ends would otherwise keep "the page has loaded" signals (a browser's network-idle) from ever coming. What
 * changes meanwhile the page learns from the stream's first frame.
 */
export const LIVE_STREAM_START_DELAY_MS = 2000;

/** Waits before reconnecting a stream that ended, longer after each failure in a row (at most 30 s). */
const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));

export interface LiveStreamOptions<E extends AnyEndpoint> {
  enabled: boolean;
  /** What identifies the stream: a change closes it and opens the new one. */
  key: string;
  /** A GET stream's query, built at each (re)connect (so it may say how long ago the page loaded). */
  query?: () => Record<string, unknown>;
  /** Each frame. The latest function is called; changing it does not reconnect. */
  onFrame: (frame: DataOf<E>) => void;
}

/**
 * Follows one of the server's live GET streams for as long as `enabled` and `key` stay: opened after a short delay,
 * opened again after a pause whenever it ends or the network drops (each new connection starts with the current
 * state, so the page catches up on what it missed). A refusal (4xx) is routed like any call's (a 401 logs out) and
 * not retried. Answers whether frames are arriving.
 */
export function useLiveStream<E extends AnyEndpoint>(entry: E, o: LiveStreamOptions<E>): boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const token = useAppSelector(selectToken);
  const [connected, setConnected] = useState(false);
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });
  const { enabled, key } = o;
  useEffect(() => {
    if (!enabled || typeof fetch !== 'function' || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      try {
        await postEventStream(entry, latest.current.query?.(), {
          token,
          dispatch,
          signal: stop.signal,
          sessionOver: () => isSessionOver(store.getState().auth, token),
          onFrame: (frame) => {
            failures = 0;
            setConnected(true);
            latest.current.onFrame(frame);
          },
        });
      } catch (err) {
        if (stop.signal.aborted) return;
        failures += 1;
        if (isApiError(err) && typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
          setConnected(false);
          return;
        }
      }
      if (stop.signal.aborted) return;
      setConnected(false);
      timer = setTimeout(() => void open(), retryDelay(failures++));
    };
    timer = setTimeout(() => void open(), LIVE_STREAM_START_DELAY_MS);
    return () => {
      stop.abort();
      clearTimeout(timer);
      setConnected(false);
    };
  }, [entry, enabled, key, token, dispatch, store]);
  return connected;
}
