// The one place that decides whether a member's reputation allows an action: the admin's privilege table (a preset
// or a custom table, stored as the `privileges` site setting), staff holding every privilege. Services call
// requirePrivilege where the action happens; GET permission and the client read the same table.
import { PRIVILEGE_KEYS, PrivilegeLevel, type PrivilegeKey } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { countLinks } from '../markdown/links.js';
import { isMember } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import { readSetting } from '../../repositories/settings-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { meetsPrivilege } from '../../policies/privilege-policy.js';
import { DEFAULT_PRIVILEGE_LEVEL, presetTable, type PrivilegeTable } from '../../policies/privilege-table.js';

/** The stored setting: the chosen level and the custom table (kept while a preset is chosen). */
export interface StoredPrivileges {
  level: 1 | 2 | 3 | 99;
  custom: PrivilegeTable;
}

const isKey = (k: unknown): k is PrivilegeKey => typeof k === 'string' && (PRIVILEGE_KEYS as readonly string[]).includes(k);
const isValue = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/** Reads the setting; anything missing or malformed falls back to the default level and the low table. */
export async function readStoredPrivileges(db: Kysely<Database>): Promise<StoredPrivileges> {
  const raw = (await readSetting(db, 'privileges')) as { level?: unknown; custom_privileges?: unknown } | undefined;
  const custom = presetTable(PrivilegeLevel.low);
  if (Array.isArray(raw?.custom_privileges)) {
    for (const p of raw.custom_privileges as { key?: unknown; value?: unknown }[]) {
      if (isKey(p?.key) && isValue(p.value)) custom[p.key] = p.value;
    }
  }
  const level = raw?.level;
  return { level: level === 1 || level === 2 || level === 3 || level === 99 ? level : DEFAULT_PRIVILEGE_LEVEL, custom };
}

/** The table in force: the chosen preset's, or the custom one. */
export async function privilegeTable(db: Kysely<Database>): Promise<PrivilegeTable> {
  const stored = await readStoredPrivileges(db);
  return stored.level === PrivilegeLevel.custom ? stored.custom : presetTable(stored.level);
}

/** The reputation the action needs now. */
export async function requiredRank(db: Kysely<Database>, key: PrivilegeKey): Promise<number> {
  return (await privilegeTable(db))[key];
}

/** The member's reputation as the database holds it now (the session's row may be a few seconds old). */
export async function currentRank(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('users').select('rank').where('id', '=', userId).executeTakeFirst();
  return Number(row?.rank ?? 0);
}


/**
 * Whether the member (activated, not suspended) holds the privilege, for what a page shows and the checks before an
 * action; staff hold every one. The reputation is the session's row (read again after every write, so a vote or an
 * acceptance that moved it is seen on the next request), the table comes from `table` (a caller with the shared
 * reads keeps it between requests). The action itself is decided by requirePrivilege, in its own transaction.
 */
export async function hasPrivilege(
  db: Kysely<Database> | Transaction<Database>,
  user: UserRow | null,
  key: PrivilegeKey,
  table: () => Promise<PrivilegeTable> = () => privilegeTable(db),
): Promise<boolean> {
  if (!isMember(user)) return false;
  if (isStaff(user)) return true;
  return meetsPrivilege(user, Number(user.rank), await table(), key);
}

/** Answer's refusal: 403 `error.rank.no_enough_rank_to_operate`, its message naming the reputation needed. */
export function notEnoughRank(rank: number): AppError {
  return new AppError(403, 'error.rank.no_enough_rank_to_operate').with({ rank });
}

/** Throws Answer's refusal unless the member holds the privilege (pass the transaction the action runs in). */
export async function requirePrivilege(db: Kysely<Database>, user: UserRow, key: PrivilegeKey): Promise<void> {
  if (isStaff(user)) return;
  const [rank, table] = await Promise.all([currentRank(db, user.id), privilegeTable(db)]);
  if (!meetsPrivilege(user, rank, table, key)) throw notEnoughRank(table[key]);
}

/** How many links a post or answer may carry without the "post more links" privilege (its label names 2). */
export const LINKS_WITHOUT_PRIVILEGE = 2;

/**
 * Below `rank.link.url_limit`, a body (rendered HTML) may link at most LINKS_WITHOUT_PRIVILEGE times: more is a field
 * error on the content naming the reputation needed, so the editor shows it where the links are.
 */
export async function requireLinkPrivilege(db: Kysely<Database>, user: UserRow, html: string): Promise<void> {
  if (countLinks(html) <= LINKS_WITHOUT_PRIVILEGE || isStaff(user)) return;
  const [rank, table] = await Promise.all([currentRank(db, user.id), privilegeTable(db)]);
  if (meetsPrivilege(user, rank, table, 'rank.link.url_limit')) return;
  throw errors.fields([
    { field: 'content', message: 'error.privilege.too_many_links', params: { rank: table['rank.link.url_limit'], links: LINKS_WITHOUT_PRIVILEGE } },
  ]);
}
