import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
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
