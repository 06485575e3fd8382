import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findLiveTokenUser, insertToken, revokeToken } from '../../repositories/tokens-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import type { SessionCache } from './session-cache.js';

export const SESSION_DAYS = 30;

/** Only this digest is stored: a leaked table does not yield usable tokens. */
export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Creates a session and returns the raw token (32 random bytes, base64url); the raw value is never stored. */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await insertToken(db, hashToken(raw), userId, new Date(Date.now() + SESSION_DAYS * 86_400_000));
  return raw;
}

/** Where live sessions are remembered between requests: the cache, and the write generation its entries are keyed on. */
export interface RememberedSessions {
  cache: SessionCache;
  /** The current write generation; null when it cannot be known (then nothing is served from or kept in the cache). */
  generation(): Promise<number | null>;
}

/**
 * The user behind a raw token, or undefined for unknown, revoked, expired tokens and deleted users. With `remembered`,
 * a live session read under the current write generation is answered from memory (see SessionCache for when that
 * stops). The generation is read before the database, so a session read while a logout commits is kept under the
 * old generation, which that logout's answer has already moved on.
 */
export async function resolveSession(db: Kysely<Database>, raw: string, remembered?: RememberedSessions): Promise<UserRow | undefined> {
  if (raw.length < 16 || raw.length > 256) return undefined;
  const digest = hashToken(raw);
  const generation = remembered ? await remembered.generation() : null;
  if (remembered && generation !== null) {
    const hit = remembered.cache.get(digest, generation);
    if (hit) return hit;
  }
  const found = await findLiveTokenUser(db, digest);
  if (!found) return undefined;
  if (remembered && generation !== null) remembered.cache.set(digest, generation, found.user, found.expiresAt);
  return found.user;
}

export const revokeSession = (db: Kysely<Database>, raw: string) => revokeToken(db, hashToken(raw));
