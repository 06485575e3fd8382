import { randomBytes } from 'node:crypto';
import type { NotificationConfigKey } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { writeNotificationSettings } from '../../repositories/notification-config-repo.js';
import { hashCode } from '../account/email-codes.js';

/** A new one-click unsubscribe code for this member and setting; only its hash is stored. */
export async function issueUnsubscribeCode(db: Kysely<Database>, userId: string, settingKey: NotificationConfigKey): Promise<string> {
  const raw = randomBytes(24).toString('base64url');
  await db.insertInto('mail_unsubscribe_codes').values({ code_hash: hashCode(raw), user_id: userId, setting_key: settingKey }).execute();
  return raw;
}

/**
 * PUT user/notification/unsubscribe: uses the code (once: one conditional UPDATE, so two clicks cannot both use it)
 * and turns its setting off in the same transaction. Unknown and used codes are 403 url_expired, as Answer answers.
 */
export async function unsubscribeByCode(db: Kysely<Database>, raw: string): Promise<{ key: NotificationConfigKey }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('mail_unsubscribe_codes')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', hashCode(raw.trim()))
      .where('used_at', 'is', null)
      .returning(['user_id', 'setting_key'])
      .executeTakeFirst();
    if (!row) throw errors.linkExpired();
    await writeNotificationSettings(trx, row.user_id, { [row.setting_key]: false });
    return { key: row.setting_key as NotificationConfigKey };
  });
}
