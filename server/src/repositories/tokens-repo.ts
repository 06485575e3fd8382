import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from './users-repo.js';

export async function insertToken(db: Kysely<Database>, tokenHash: string, userId: string, expiresAt: Date) {
  await db.insertInto('access_tokens').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
}

/** The (not deleted) user of a live token (not revoked, not expired) and when the token expires, in one query. */
export async function findLiveTokenUser(db: Kysely<Database>, tokenHash: string): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select('t.expires_at as token_expires_at')
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_expires_at: expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function revokeToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: sql`now()` }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every live token of a user (suspension, deletion, password change), optionally keeping one. */
export async function revokeUserTokens(db: Kysely<Database>, userId: string, keepTokenHash?: string): Promise<number> {
  let q = db.updateTable('access_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
