import { MailStatus, RoleId, isIdText } from '@site/shared/contract';
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(e_mail)`, '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A member by username (exact, as profile addresses carry it); deleted accounts are not found. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export interface NewUser {
  username: string;
  e_mail: string;
  pass_hash: string;
  display_name: string;
  role_id: number;
  mail_status: number;
  language?: string;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function touchLastLogin(db: Db, id: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: sql`now()` }).where('id', '=', id).execute();
}

// ---- Settings and admin user management (issue 3) ----

/** Any user by id, deleted ones included (admin calls act on those too). */
export async function findUserByIdIncludingDeleted(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Updates a user's columns (updated_at too). Changing avatar_info or e_mail recomputes `avatar` (trigger). */
export async function updateUserColumns(db: Db, id: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** True for PostgreSQL's unique violation on the given constraint (e.g. two requests taking one username). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === constraint;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).where('id', '!=', exceptUserId).executeTakeFirst();
  return row !== undefined;
}

/** Recomputes every user's avatar URL after the site's avatar settings changed (same function as the trigger). */
export async function refreshAllAvatars(db: Db): Promise<void> {
  await sql`UPDATE users SET avatar = user_avatar_url(avatar_info, e_mail) WHERE avatar IS DISTINCT FROM user_avatar_url(avatar_info, e_mail)`.execute(db);
}

export type AdminStatusFilter = 'normal' | 'suspended' | 'deleted' | 'inactive';
export interface AdminUsersFilter {
  query?: string;
  staff?: boolean;
  status?: AdminStatusFilter;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
// A suspension with an end time in the past has ended by itself.
const suspendedNow = sql<boolean>`(status = 'suspended' AND (suspended_until IS NULL OR suspended_until > now()))`;
const deleted = sql<boolean>`(deleted_at IS NOT NULL OR status = 'deleted')`;

function adminUsersWhere(db: Db, f: AdminUsersFilter) {
  let q = db.selectFrom('users');
  const query = f.query?.trim();
  if (query) {
    const byId = /^id:\s*(\d+)$/i.exec(query);
    // An id past bigint names nobody; the database would refuse the comparison itself.
    if (byId) q = isIdText(byId[1]!) ? q.where('id', '=', byId[1]!) : q.where(sql<boolean>`false`);
    else {
      const like = `%${escapeLike(query)}%`;
      q = q.where((eb) => eb.or([eb('username', 'ilike', like), eb('e_mail', 'ilike', like), eb('display_name', 'ilike', like)]));
    }
  }
  if (f.staff) q = q.where('role_id', 'in', [RoleId.admin, RoleId.moderator]);
  switch (f.status) {
    case 'deleted':
      return q.where(deleted);
    case 'suspended':
      return q.where(sql<boolean>`NOT ${deleted} AND ${suspendedNow}`);
    case 'inactive':
      return q.where(sql<boolean>`NOT ${deleted} AND NOT ${suspendedNow} AND mail_status = ${MailStatus.inactive}`);
    case 'normal':
      return q.where(sql<boolean>`NOT ${deleted} AND NOT ${suspendedNow} AND mail_status = ${MailStatus.active}`);
    default:
      return q.where(sql<boolean>`NOT ${deleted}`);
  }
}

/** One page of users for the admin list, newest first, with the total. */
export async function listUsersForAdmin(db: Db, f: AdminUsersFilter, page: number, pageSize: number) {
  const where = adminUsersWhere(db, f);
  const { count } = await where.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await where
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { count: Number(count), rows };
}
