import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The keys this user has set, with their values (keys never set are absent: the caller applies defaults). */
export async function readNotificationSettings(db: Kysely<Database>, userId: string): Promise<Map<string, boolean>> {
  const rows = await db.selectFrom('user_notification_settings').select(['key', 'enabled']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.key, r.enabled]));
}

/** Upserts the given keys; keys not given keep their value. */
export async function writeNotificationSettings(db: Kysely<Database>, userId: string, values: Record<string, boolean>): Promise<void> {
  const rows = Object.entries(values).map(([key, enabled]) => ({ user_id: userId, key, enabled }));
  if (rows.length === 0) return;
  await db
    .insertInto('user_notification_settings')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ enabled: (eb) => eb.ref('excluded.enabled'), updated_at: sql`now()` }))
    .execute();
}
