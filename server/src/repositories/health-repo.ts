import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One round trip to the database (a readiness check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
}
