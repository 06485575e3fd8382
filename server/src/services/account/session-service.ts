import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findLiveTokenUser, insertToken, revokeToken } from '../../repositories/tokens-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

export const SESSION_DAYS = 30;

/** Only this digest is stored: a leaked table does not yield usable tokens. */
export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Creates a session and returns the raw token (32 random bytes, base64url); the raw value is never stored. */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await insertToken(db, hashToken(raw), userId, new Date(Date.now() + SESSION_DAYS * 86_400_000));
  return raw;
}

/** The user behind a raw token, or undefined for unknown, revoked, expired tokens and deleted users. */
export async function resolveSession(db: Kysely<Database>, raw: string): Promise<UserRow | undefined> {
  if (raw.length < 16 || raw.length > 256) return undefined;
  return findLiveTokenUser(db, hashToken(raw));
}

export const revokeSession = (db: Kysely<Database>, raw: string) => revokeToken(db, hashToken(raw));
