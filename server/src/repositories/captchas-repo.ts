import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function insertCaptcha(db: Kysely<Database>, row: { id: string; answer_hash: string; expires_at: Date }) {
  await db.insertInto('captchas').values(row).execute();
}

/** Deletes the captcha and answers what it held: a captcha can be checked once, by one instance, right or wrong. */
export async function takeCaptcha(db: Kysely<Database>, id: string): Promise<{ answer_hash: string; expires_at: Date } | undefined> {
  return db.deleteFrom('captchas').where('id', '=', id).returning(['answer_hash', 'expires_at']).executeTakeFirst();
}

export async function deleteExpiredCaptchas(db: Kysely<Database>, now = new Date()): Promise<number> {
  const res = await db.deleteFrom('captchas').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}
