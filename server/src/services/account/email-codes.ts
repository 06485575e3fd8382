import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_LINK_TTL_MINUTES, type LoggedUser } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailCodePurpose } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { isSuspended } from '../../policies/user-policy.js';
import { presentLoggedUser } from '../../presenters/user-presenter.js';
import { consumeEmailCode, replaceEmailCode } from '../../repositories/email-codes-repo.js';
import { findUserById } from '../../repositories/users-repo.js';
import { createSession } from './session-service.js';

export const hashCode = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A new single-use code (32 random bytes, base64url) for an emailed link; only its hash is stored. */
export async function issueEmailCode(
  db: Kysely<Database>,
  userId: string,
  purpose: EmailCodePurpose,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await replaceEmailCode(db, { code_hash: hashCode(raw), user_id: userId, purpose, payload, ttlMinutes: EMAIL_LINK_TTL_MINUTES });
  return raw;
}

/** Uses a code or fails with 403 url_expired (unknown, used, expired and wrong-purpose codes look the same). */
export async function useEmailCode(db: Transaction<Database>, raw: string, purpose: EmailCodePurpose) {
  const row = await consumeEmailCode(db, hashCode(raw.trim()), purpose);
  if (!row) throw errors.linkExpired();
  return row;
}

/**
 * After a link did its work, the browser that opened it is logged in (a new token). A suspended user is not: they get
 * 403 suspended, exactly as at login (the change itself stands).
 */
export async function loggedInAfterLink(db: Kysely<Database>, userId: string): Promise<LoggedUser> {
  const user = await findUserById(db, userId);
  if (!user) throw errors.linkExpired();
  if (isSuspended(user)) throw errors.suspended();
  return presentLoggedUser(user, await createSession(db, user.id));
}

/** A string field of a code's payload ('' when absent). */
export const payloadString = (payload: Record<string, unknown>, key: string) => (typeof payload[key] === 'string' ? payload[key] : '');
