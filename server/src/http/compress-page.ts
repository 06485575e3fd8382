// A page composed per request (the shell's index.html with its boot data), compressed for the browser that accepts
// it: small enough that doing so per request costs a fraction of a millisecond, and validated by an ETag so a
// revalidation of an unchanged page answers 304 with no body.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Accept-Encoding's choice among brotli and gzip (a q=0 refuses one), or null for the identity. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** Sends `body` (already typed and cached by the caller) compressed when accepted, or 304 when the copy is current. */
export function sendPage(req: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('vary', 'accept-encoding');
  if (reply.statusCode === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(compressed);
}
