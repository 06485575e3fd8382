import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ConnectorBindingKeysTable, ConnectorStatesTable, Database } from '../db/schema.js';

export type ConnectorStateRow = Selectable<ConnectorStatesTable>;
export type BindingKeyRow = Selectable<ConnectorBindingKeysTable>;
type Db = Kysely<Database> | Transaction<Database>;

const expiresIn = (minutes: number) => sql<Date>`now() + make_interval(mins => ${minutes})`;

/** Stores a state (or a binding ticket) and sweeps expired ones: the table cleans itself, no sweeper needed. */
export async function insertConnectorState(
  db: Db,
  row: Omit<ConnectorStateRow, 'created_at' | 'expires_at'>,
  ttlMinutes: number,
): Promise<void> {
  await db.deleteFrom('connector_states').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db
    .insertInto('connector_states')
    .values({ ...row, expires_at: expiresIn(ttlMinutes) })
    .execute();
}

/** Takes a live state out of the table: one DELETE ... RETURNING, so of two racing requests only one gets it. */
export async function takeConnectorState(
  db: Db,
  stateHash: string,
  kind: ConnectorStateRow['kind'],
): Promise<ConnectorStateRow | undefined> {
  return db
    .deleteFrom('connector_states')
    .where('state_hash', '=', stateHash)
    .where('kind', '=', kind)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

export async function insertBindingKey(db: Db, row: Omit<BindingKeyRow, 'created_at' | 'expires_at'>, ttlMinutes: number): Promise<void> {
  await db.deleteFrom('connector_binding_keys').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db
    .insertInto('connector_binding_keys')
    .values({ ...row, expires_at: expiresIn(ttlMinutes) })
    .execute();
}

/** A live binding key without using it up (the confirm-email form may be answered with a warning first). */
export async function findBindingKey(db: Db, keyHash: string, purpose: BindingKeyRow['purpose']): Promise<BindingKeyRow | undefined> {
  return db
    .selectFrom('connector_binding_keys')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses a binding key or mailed code up (single use, as takeConnectorState). */
export async function takeBindingKey(db: Db, keyHash: string, purposes: BindingKeyRow['purpose'][]): Promise<BindingKeyRow | undefined> {
  return db
    .deleteFrom('connector_binding_keys')
    .where('key_hash', '=', keyHash)
    .where('purpose', 'in', purposes)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}
