// SQL of the recharge codes' batches (migration 0011): what the admin's list of past batches reads.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type RechargeBatchRow = Awaited<ReturnType<typeof listRechargeBatches>>[number];

export async function countRechargeBatches(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('recharge_batches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of batches, newest first, each with how many of its codes were redeemed. */
export function listRechargeBatches(db: Kysely<Database>, page: number, pageSize: number) {
  return db
    .selectFrom('recharge_batches as b')
    .select(['b.id', 'b.amount', 'b.count', 'b.memo', 'b.created_at'])
    .select((eb) =>
      eb
        .selectFrom('recharge_codes as c')
        .whereRef('c.batch_id', '=', 'b.id')
        .where('c.redeemed_by', 'is not', null)
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('redeemed_count'),
    )
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}
