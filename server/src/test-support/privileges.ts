import { PRIVILEGE_KEYS, PrivilegeLevel } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { presetTable } from '../policies/privilege-table.js';

/** Chooses a privilege preset (1 low, 2 medium, 3 high) as the admin would. */
export async function choosePrivilegeLevel(db: Kysely<Database>, level: 1 | 2 | 3): Promise<void> {
  await writeSettings(db, { privileges: { level, custom_privileges: [] } });
}

/**
 * A custom table where every privilege needs 1 reputation: for tests about what an action does (vote counting,
 * reputation, notifications), not about who may take it. Values in `overrides` replace those.
 */
export async function openPrivileges(db: Kysely<Database>, overrides: Partial<Record<(typeof PRIVILEGE_KEYS)[number], number>> = {}): Promise<void> {
  await writeSettings(db, {
    privileges: { level: PrivilegeLevel.custom, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: overrides[key] ?? 1 })) },
  });
}

/**
 * Answer's high preset, except that every member may suggest edits (`rank.*.edit` at 1): editing others' things at
 * once still takes 2,000, so a new member's edit of another's post waits for review.
 */
export async function highPresetWithSuggestions(db: Kysely<Database>): Promise<void> {
  const high = presetTable(3);
  await writeSettings(db, {
    privileges: { level: PrivilegeLevel.custom, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: key.endsWith('.edit') ? 1 : high[key] })) },
  });
}
