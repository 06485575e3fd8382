import { MailStatus } from '@site/shared/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Which unique index a pg error violated (users: username, lower(e_mail)), or null for any other error. */
export function uniqueViolation(err: unknown): 'username' | 'e_mail' | null {
  const e = err as { code?: string; constraint?: string };
  if (e?.code !== '23505') return null;
  if (e.constraint === 'users_username_key') return 'username';
  if (e.constraint === 'users_e_mail_key') return 'e_mail';
  return null;
}

export async function setPasswordHash(db: Db, userId: string, passHash: string): Promise<void> {
  await db.updateTable('users').set({ pass_hash: passHash, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

/** Marks the e-mail verified, only if `email` is still the user's address (a link proves one mailbox, not another). */
export async function markEmailVerified(db: Db, userId: string, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ mail_status: MailStatus.active, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where(sql`lower(e_mail)`, '=', email.trim().toLowerCase())
    .execute();
}

/** Sets a confirmed new address (verified). Throws the unique violation when another account holds it. */
export async function setVerifiedEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.updateTable('users').set({ e_mail: email, mail_status: MailStatus.active, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

/** Whether any account (deleted ones included: the unique index covers them) holds this address or username. */
export async function takenFields(db: Db, email: string, username?: string): Promise<{ e_mail: boolean; username: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'e_mail'])
    .where((eb) => {
      const byEmail = eb(sql`lower(e_mail)`, '=', email.trim().toLowerCase());
      return username === undefined ? byEmail : eb.or([byEmail, eb('username', '=', username)]);
    })
    .execute();
  return {
    e_mail: rows.some((r) => r.e_mail.toLowerCase() === email.trim().toLowerCase()),
    username: username !== undefined && rows.some((r) => r.username === username),
  };
}
