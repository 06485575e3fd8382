// Recharge through redeem codes, the built-in payment provider (recharge-credit.ts): an admin issues a batch (the
// codes are shown once and stored only as SHA-256 hashes, like passwords), sells them offline, and a member redeems
// one; each code works once (the conditional update that marks it redeemed is the lock), and its points come from
// the mint.
import { createHash, randomBytes } from 'node:crypto';
import type { BodyOf, endpoints, Page, QueryOf, RechargeBatchSummary } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { presentRechargeBatch } from '../../presenters/recharge-batch-presenter.js';
import { countRechargeBatches, listRechargeBatches } from '../../repositories/recharge-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { creditRechargeIn } from './recharge-credit.js';

// No 0/O, 1/I/L: codes are typed from paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 20 characters (about 98 bits) in groups of five: XXXXX-XXXXX-XXXXX-XXXXX. */
export function newCode(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** Spaces, dashes and case do not matter when a code is typed in. */
export const hashCode = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[^A-Z0-9]/g, '')).digest('hex');

export async function createRechargeBatch(db: Kysely<Database>, admin: UserRow, b: BodyOf<typeof endpoints.createRechargeBatch>) {
  const codes = Array.from({ length: b.count }, newCode);
  const batch = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('recharge_batches').values({ amount: b.amount, count: b.count, memo: b.memo, created_by: admin.id }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('recharge_codes').values(codes.map((c) => ({ code_hash: hashCode(c), batch_id: row.id }))).execute();
    return row;
  });
  return { batch_id: batch.id, amount: b.amount, codes };
}

/** GET admin points/recharge-batches: past batches, newest first, with how many codes were redeemed. */
export async function listRechargeBatchPage(db: Kysely<Database>, q: QueryOf<typeof endpoints.getAdminRechargeBatches>): Promise<Page<RechargeBatchSummary>> {
  const [count, rows] = await Promise.all([countRechargeBatches(db), listRechargeBatches(db, q.page, q.page_size)]);
  return { count, list: rows.map(presentRechargeBatch) };
}

export async function redeemRechargeCode(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.redeemRechargeCode>) {
  const hash = hashCode(b.code);
  return db.transaction().execute(async (trx) => {
    const code = await trx
      .updateTable('recharge_codes')
      .set({ redeemed_by: user.id, redeemed_at: sql`now()` })
      .where('code_hash', '=', hash)
      .where('redeemed_by', 'is', null)
      .returning('batch_id')
      .executeTakeFirst();
    if (!code) throw new AppError(400, 'error.points.code_invalid', { err_type: 'toast' });
    const batch = await trx.selectFrom('recharge_batches').select(['amount', 'memo']).where('id', '=', code.batch_id).executeTakeFirstOrThrow();
    const amount = Number(batch.amount);
    const credit = await creditRechargeIn(trx, { provider: 'code', paymentId: hash, userId: user.id, amount, memo: batch.memo, objectId: code.batch_id });
    return { amount, score: credit.score };
  });
}
