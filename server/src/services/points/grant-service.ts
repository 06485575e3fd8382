// POST admin points/grant: an admin's grant (positive) or correction (negative) of a member's points, from or back
// to the mint, with a reason the member reads in their statement. Each request is its own operation.
import { randomUUID } from 'node:crypto';
import type { BodyOf, endpoints } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { postEntry } from './ledger-service.js';

export async function grantPoints(db: Kysely<Database>, admin: UserRow, b: BodyOf<typeof endpoints.grantPoints>): Promise<{ score: number }> {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select(['id', 'status']).where('id', '=', b.user_id).executeTakeFirst();
    if (!target || target.status === 'deleted') throw errors.userNotFound();
    try {
      const entry = await postEntry(trx, {
        kind: 'grant',
        ref: `grant:${randomUUID()}`,
        actorUserId: admin.id,
        objectId: null,
        memo: b.reason,
        legs: [
          { account: 'mint', amount: -b.amount },
          { userId: target.id, amount: b.amount },
        ],
      });
      return { score: entry!.balances.get(target.id)! };
    } catch (err) {
      if (err instanceof AppError && err.reason === 'error.points.insufficient') throw new AppError(400, 'error.points.grant_below_zero', { err_type: 'toast' });
      throw err;
    }
  });
}
