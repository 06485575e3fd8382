// Which visitors get a remote's canary: a random id in a cookie, hashed with the remote's name into a bucket out of
// 10 000. The same browser lands in the same bucket on every visit; widening the share keeps those already in.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'site_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

function readCookie(req: FastifyRequest, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return '';
}

/** This browser's visitor id, or null when it has none yet. */
export function visitorIdOf(req: FastifyRequest): string | null {
  const id = readCookie(req, VISITOR_COOKIE);
  return VISITOR_ID.test(id) ? id : null;
}

/**
 * This browser's visitor id, given one (in a cookie on `reply`) when it has none: only asked for while a canary runs,
 * so a site without one sets no cookie. Random, tied to nothing else, used for nothing but the canary's share.
 */
export function ensureVisitorId(req: FastifyRequest, reply: FastifyReply): string {
  const existing = visitorIdOf(req);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`);
  return id;
}

/** True when `visitorId` is among the `percent`% of visitors who get `remote`'s canary. */
export function inCanary(visitorId: string | null, remote: string, percent: number): boolean {
  if (!visitorId) return false;
  const bucket = createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 10_000;
  return bucket < Math.round(percent * 100);
}
