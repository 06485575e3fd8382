import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A member's stored values for a plugin ({} when none are stored). */
export async function readUserPluginConfig(db: Kysely<Database>, userId: string, slug: string): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('user_plugin_configs')
    .select('value')
    .where('user_id', '=', userId)
    .where('plugin_slug_name', '=', slug)
    .executeTakeFirst();
  return row && typeof row.value === 'object' && row.value !== null ? (row.value as Record<string, unknown>) : {};
}

export async function writeUserPluginConfig(db: Kysely<Database>, userId: string, slug: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('user_plugin_configs')
    .values({ user_id: userId, plugin_slug_name: slug, value: JSON.stringify(value) })
    .onConflict((oc) => oc.columns(['user_id', 'plugin_slug_name']).doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: sql`now()` }))
    .execute();
}
