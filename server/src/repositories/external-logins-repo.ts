import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserExternalLoginsTable } from '../db/schema.js';

export type ExternalLoginRow = Selectable<UserExternalLoginsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function findExternalLogin(db: Db, provider: string, externalId: string): Promise<ExternalLoginRow | undefined> {
  return db
    .selectFrom('user_external_logins')
    .selectAll()
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

export async function listUserExternalLogins(db: Db, userId: string): Promise<ExternalLoginRow[]> {
  return db.selectFrom('user_external_logins').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/**
 * Binds an external account to a user. False when the external account already belongs to someone or the user
 * already has an account of this provider (both unique constraints; ON CONFLICT keeps a race from raising).
 */
export async function insertExternalLogin(
  db: Db,
  row: { user_id: string; provider: string; external_id: string; email: string },
): Promise<boolean> {
  const res = await db.insertInto('user_external_logins').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteUserExternalLogins(db: Db, userId: string, externalId: string): Promise<number> {
  const res = await db
    .deleteFrom('user_external_logins')
    .where('user_id', '=', userId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
