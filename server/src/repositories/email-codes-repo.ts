import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, EmailCodePurpose } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewEmailCode {
  code_hash: string;
  user_id: string;
  purpose: EmailCodePurpose;
  payload: Record<string, unknown>;
  ttlMinutes: number;
}

/**
 * Stores a code and drops the user's other codes for the same purpose (only the newest link works) and any of the
 * user's spent or expired codes (the table cleans itself per user, no sweeper needed).
 */
export async function replaceEmailCode(db: Db, code: NewEmailCode): Promise<void> {
  await db
    .deleteFrom('email_codes')
    .where('user_id', '=', code.user_id)
    .where((eb) => eb.or([eb('purpose', '=', code.purpose), eb('used_at', 'is not', null), eb('expires_at', '<=', sql<Date>`now()`)]))
    .execute();
  await db
    .insertInto('email_codes')
    .values({
      code_hash: code.code_hash,
      user_id: code.user_id,
      purpose: code.purpose,
      payload: JSON.stringify(code.payload),
      // The database's clock decides expiry, as it does when the code is consumed.
      expires_at: sql<Date>`now() + make_interval(mins => ${code.ttlMinutes})`,
    })
    .execute();
}

/**
 * Uses a code: one conditional UPDATE, so of two concurrent requests with the same code exactly one gets the row.
 * Unknown, used and expired codes all answer undefined.
 */
export async function consumeEmailCode(
  db: Db,
  codeHash: string,
  purpose: EmailCodePurpose,
): Promise<{ user_id: string; payload: Record<string, unknown> } | undefined> {
  return db
    .updateTable('email_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'payload'])
    .executeTakeFirst();
}
