import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_LINK_TTL_MINUTES } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailCodePurpose } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { consumeEmailCode, replaceEmailCode } from '../../repositories/email-codes-repo.js';

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

/** A string field of a code's payload ('' when absent). */
export const payloadString = (payload: Record<string, unknown>, key: string) => (typeof payload[key] === 'string' ? payload[key] : '');
