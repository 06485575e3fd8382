import type { SiteMaintenance } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';

const KEY = 'maintenance';

/** Whether maintenance mode is on (off when never set). */
export async function isMaintenanceOn(db: Kysely<Database>): Promise<boolean> {
  const value = await readSetting(db, KEY);
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
}

/** GET admin siteinfo/maintenance. */
export async function getSiteMaintenance(db: Kysely<Database>): Promise<SiteMaintenance> {
  return { enabled: await isMaintenanceOn(db) };
}

/** PUT admin siteinfo/maintenance. */
export async function updateSiteMaintenance(db: Kysely<Database>, input: SiteMaintenance): Promise<null> {
  await writeSettings(db, { [KEY]: { enabled: input.enabled } });
  return null;
}
