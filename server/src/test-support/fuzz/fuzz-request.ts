// One fuzz request as data: what was sent, so a failure report can say exactly how to send it again.
import type { InjectOptions } from 'fastify';

export type Role = 'anonymous' | 'member' | 'admin';

export interface FuzzRequest {
  /** What was done to the valid sample ("valid", "nul:title", "number:page_size=-1", ...). */
  mutation: string;
  /** The query string without '?', already encoded. */
  query?: string;
  /** The body as sent. */
  body?: string | Buffer;
  /** The body's Content-Type: application/json when absent; '' sends none. */
  contentType?: string;
  /** Replaces the role's Authorization header. */
  authorization?: string;
  /** Other request headers (Accept-Language). */
  headers?: Record<string, string>;
}

export interface FuzzCase extends FuzzRequest {
  endpoint: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  role: Role;
}

export function injectOptions(c: FuzzCase, token: string | null, remoteAddress: string): InjectOptions {
  const headers: Record<string, string> = { ...c.headers };
  const auth = c.authorization ?? token;
  if (auth) headers.authorization = auth;
  if (c.body !== undefined && c.contentType !== '') headers['content-type'] = c.contentType ?? 'application/json';
  return {
    method: c.method,
    url: c.query ? `${c.path}?${c.query}` : c.path,
    headers,
    remoteAddress,
    ...(c.body !== undefined ? { payload: c.body } : {}),
  };
}

export const truncate = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}... (${s.length} chars)` : s);

/** One line per part of the request, each cut to 300 characters. */
export function describeCase(c: FuzzCase): string {
  const lines = [`${c.method} ${c.path} as ${c.role}: ${c.mutation}`];
  if (c.query) lines.push(`  query: ${truncate(c.query)}`);
  if (c.body !== undefined) lines.push(`  body (${c.contentType ?? 'application/json'}): ${truncate(JSON.stringify(String(c.body)))}`);
  if (c.authorization !== undefined) lines.push(`  authorization: ${truncate(JSON.stringify(c.authorization))}`);
  if (c.headers) lines.push(`  headers: ${truncate(JSON.stringify(c.headers))}`);
  return lines.join('\n');
}
