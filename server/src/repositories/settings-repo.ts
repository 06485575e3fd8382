import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type SettingsMap = Record<string, unknown>;

export async function readAllSettings(db: Kysely<Database>): Promise<SettingsMap> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Upserts settings groups (each value stored as JSON). */
export async function writeSettings(db: Kysely<Database>, entries: SettingsMap, type = 'json'): Promise<void> {
  const rows = Object.entries(entries).map(([key, value]) => ({ key, type, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insertInto('site_settings')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), type: (eb) => eb.ref('excluded.type'), updated_at: sql`now()` }),
    )
    .execute();
}
