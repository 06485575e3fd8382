// GET and PUT admin setting/privileges: Answer's presets and the custom table, labels in the admin's language.
import { PRIVILEGE_KEYS, PrivilegeLevel, type BodyOf, type endpoints, type PrivilegeOption, type PrivilegeSettings } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { writeSettings } from '../../repositories/settings-repo.js';
import { readStoredPrivileges } from './privilege-service.js';
import { labelKeyOf, levelDescKeyOf, presetTable, type PrivilegeTable } from '../../policies/privilege-table.js';

function optionOf(level: PrivilegeOption['level'], table: PrivilegeTable, lang: string): PrivilegeOption {
  return {
    level,
    level_desc: translate(levelDescKeyOf(level), lang),
    privileges: PRIVILEGE_KEYS.map((key) => ({ key, label: translate(labelKeyOf(key), lang), value: table[key] })),
  };
}

/** The three presets, then the custom table, and the level in force. */
export async function getPrivilegeSettings(db: Kysely<Database>, lang: string): Promise<PrivilegeSettings> {
  const stored = await readStoredPrivileges(db);
  return {
    options: [
      optionOf(PrivilegeLevel.low, presetTable(PrivilegeLevel.low), lang),
      optionOf(PrivilegeLevel.medium, presetTable(PrivilegeLevel.medium), lang),
      optionOf(PrivilegeLevel.high, presetTable(PrivilegeLevel.high), lang),
      optionOf(PrivilegeLevel.custom, stored.custom, lang),
    ],
    selected_level: stored.level,
  };
}

/**
 * Chooses a preset, or (level 99) the custom table with the values given (keys not given keep theirs). An unknown
 * key is a field error naming its row (`custom_privileges.<i>.key`), as a value below 1 is for its value.
 */
export async function updatePrivilegeSettings(db: Kysely<Database>, b: BodyOf<typeof endpoints.updatePrivilegeSettings>): Promise<null> {
  const stored = await readStoredPrivileges(db);
  const custom = { ...stored.custom };
  if (b.level === PrivilegeLevel.custom) {
    const unknown = b.custom_privileges.findIndex((p) => !(PRIVILEGE_KEYS as readonly string[]).includes(p.key));
    if (unknown >= 0) throw errors.fields([{ field: `custom_privileges.${unknown}.key`, message: 'error.privilege.unknown_key' }]);
    for (const p of b.custom_privileges) custom[p.key as keyof PrivilegeTable] = p.value;
  }
  await writeSettings(db, {
    privileges: { level: b.level, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: custom[key] })) },
  });
  return null;
}
