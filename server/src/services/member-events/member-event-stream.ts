import type { FastifyInstance } from 'fastify';

/**
 * The frames of a stream that follows one key's events of one kind (`key`: a member's id, or a content topic): the
 * current state at once, then the state again each time such an event arrives (events arriving while it is read
 * collapse into one more read), and at least every `heartbeatMs`. It ends when the client goes away or the server
 * closes.
 */
export function memberEventStream<T>(
  app: FastifyInstance,
  o: { key: string; kind: string; heartbeatMs: number; read: () => Promise<T> },
): (signal: AbortSignal) => AsyncGenerator<T, void> {
  return async function* frames(signal: AbortSignal) {
    let dirty = true;
    let wake: (() => void) | null = null;
    const poke = () => {
      dirty = true;
      wake?.();
    };
    let closed = false;
    const stopClose = app.onMemberStreamsClose(() => {
      closed = true;
      wake?.();
    });
    const unsubscribe = app.memberEvents.subscribe(o.key, (event) => {
      if (event.kind === o.kind) poke();
    });
    const onAbort = () => wake?.();
    signal.addEventListener('abort', onAbort);
    try {
      while (!signal.aborted && !closed) {
        if (dirty) {
          dirty = false;
          yield await o.read();
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            dirty = true;
            resolve();
          }, o.heartbeatMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      unsubscribe();
      stopClose();
    }
  };
}
