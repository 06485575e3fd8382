import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, typed as the caller expects it (throws, quoting the body, when it is not JSON). */
  json<T>(): T;
}

export interface HttpCallOptions {
  body?: unknown;
  token?: string;
  /** The local loopback address to connect from (127.0.0.x): another visitor's address, as nginx sees it. */
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One request over real HTTP on a connection of its own (no pooled keep-alive socket outlives the test), from the
 * loopback address `from`. Rejects only when no answer came (refused, reset, timed out).
 */
export function httpCall(url: string, method: string, o: HttpCallOptions = {}): Promise<HttpAnswer> {
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
    ...(o.token ? { authorization: o.token } : {}),
    ...o.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, localAddress: o.from ?? '127.0.0.1', timeout: o.timeoutMs ?? 20_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('error', reject);
      res.on('end', () => {
        const json = <T>() => {
          try {
            return JSON.parse(text) as T;
          } catch {
            throw new Error(`${method} ${url}: ${res.statusCode} is not JSON: ${text.slice(0, 300)}`);
          }
        };
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}
