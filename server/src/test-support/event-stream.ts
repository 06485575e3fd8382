import assert from 'node:assert/strict';
import { get, type IncomingMessage } from 'node:http';
import type { z } from 'zod';

/**
 * Opens a text/event-stream GET over real HTTP and answers a reader of its `data:` frames, each parsed with the
 * schema; the reader throws when no frame comes within its timeout, or the stream ends. Aborting the signal closes
 * the connection. (node:http on its own socket rather than fetch: fetch's abort left a spare pooled connection open
 * that held the test server's close for its whole keep-alive time.)
 */
export async function openEventStream<S extends z.ZodType>(
  url: string,
  schema: S,
  o: { token?: string; signal: AbortSignal },
): Promise<(timeoutMs?: number) => Promise<z.infer<S>>> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(url, { headers: o.token ? { authorization: o.token } : {}, agent: false, signal: o.signal }, resolve);
    req.on('error', reject);
  });
  assert.equal(res.statusCode, 200, `${url}: ${res.statusCode}`);
  assert.match(String(res.headers['content-type'] ?? ''), /text\/event-stream/);
  res.setEncoding('utf8');
  res.on('error', () => {});
  let buffer = '';
  let ended = false;
  let wake: (() => void) | null = null;
  res.on('data', (chunk: string) => {
    buffer += chunk;
    wake?.();
  });
  res.on('close', () => {
    ended = true;
    wake?.();
  });
  return async function next(timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end).replace(/^data: /, '');
        buffer = buffer.slice(end + 2);
        return schema.parse(JSON.parse(frame)) as z.infer<S>;
      }
      if (ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
}

/**
 * How long a test waits for a pushed frame: far below the streams' 25 s heartbeat, so only a push arrives in time,
 * and wide enough for a busy machine (how fast a push arrives is measured by benchmarks, not asserted by tests).
 */
export const PUSHED_WITHIN_MS = 5000;
