/**
 * The one signal an AI call runs under: it aborts when the reader goes away or when the admin's time limit passes,
 * and remembers which (a timeout is reported to the reader; a reader who left is told nothing). `end()` releases
 * the timer and the listener and aborts whatever still runs; call it in a `finally`.
 */
export interface AiDeadline {
  signal: AbortSignal;
  timedOut(): boolean;
  end(): void;
}

export function aiDeadline(clientGone: AbortSignal, timeoutMs: number): AiDeadline {
  const stop = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, timeoutMs);
  const onGone = () => stop.abort();
  clientGone.addEventListener('abort', onGone);
  return {
    signal: stop.signal,
    timedOut: () => timedOut,
    end() {
      clearTimeout(timer);
      clientGone.removeEventListener('abort', onGone);
      stop.abort();
    },
  };
}
