// Platform entry (PUT user/contract) and the reputation exchange (PUT user/exchange), and the summary the points
// pages show. Reputation turns into points once: users.rank_exchanged counts what has been used, and the member's
// row is locked while an exchange runs, so two exchanges at once cannot use the same reputation twice.
import type { PointsSummary, ReputationLevel } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { postEntry } from './ledger-service.js';
import { readPointsSettings, type PointsSettings } from './points-settings.js';

const exchangeErrors = {
  tooSmall: () => new AppError(400, 'error.points.exchange_too_small', { err_type: 'toast' }),
  disabled: () => new AppError(400, 'error.points.exchange_disabled', { err_type: 'toast' }),
  contractRequired: () => new AppError(400, 'error.points.contract_required', { err_type: 'toast' }),
  notReached: () => new AppError(400, 'error.points.contract_not_reached', { err_type: 'toast' }),
};

/** Ratios are kept to four decimals and computed in whole ten-thousandths, so 30 reputation at 0.1 is exactly 3 points. */
const ratioUnits = (level: ReputationLevel) => Math.round(level.rank_to_point * 10_000);

/** The points `rank` reputation makes at this level, and the reputation those points use up (the rest stays). */
export function exchangeOf(rank: number, level: ReputationLevel): { points: number; rankUsed: number } {
  const units = ratioUnits(level);
  const points = Math.floor((rank * units) / 10_000);
  return { points, rankUsed: points === 0 ? 0 : Math.min(rank, Math.ceil((points * 10_000) / units)) };
}

/** The highest level this reputation reaches (null: none yet). */
const reachable = (rank: number, s: PointsSettings) => s.levels.filter((l) => rank >= l.redeem_rank_points).at(-1) ?? null;
/** The level a member entered at: the highest whose threshold their entry reached (null: not entered). */
const entered = (u: Pick<UserRow, 'contract_rank'>, s: PointsSettings) => (u.contract_rank > 0 ? reachable(u.contract_rank, s) : null);

function summarize(u: Pick<UserRow, 'points' | 'rank' | 'rank_exchanged' | 'contract_rank'>, s: PointsSettings): PointsSummary {
  const level = entered(u, s);
  const available = Math.max(0, u.rank - u.rank_exchanged);
  return {
    score: Number(u.points),
    rank: u.rank,
    rank_exchanged: u.rank_exchanged,
    exchangeable_rank: available,
    exchangeable_points: level ? exchangeOf(available, level).points : 0,
    exchange_enabled: s.exchangeEnabled,
    level,
    reachable_level: reachable(u.rank, s),
    levels: s.levels,
    withdrawal_min: s.withdrawalMin,
    withdrawal_fee_percent: s.withdrawalFeePercent,
  };
}

const freshUser = (db: Kysely<Database>, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export async function getPointsSummary(db: Kysely<Database>, user: UserRow): Promise<PointsSummary> {
  const [s, u] = await Promise.all([readPointsSettings(db), freshUser(db, user.id)]);
  return summarize(u, s);
}

/** PUT user/contract: enters at the highest level the member's reputation reaches (or moves up to it). */
export async function enterPlatform(db: Kysely<Database>, user: UserRow): Promise<PointsSummary> {
  const s = await readPointsSettings(db);
  const u = await freshUser(db, user.id);
  const level = reachable(u.rank, s);
  if (!level) throw exchangeErrors.notReached();
  const updated = await db
    .updateTable('users')
    .set({ contract_rank: sql`greatest(contract_rank, ${level.redeem_rank_points})`, contracted_at: sql`coalesce(contracted_at, now())` })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return summarize(updated, s);
}

/** PUT user/exchange: all reputation not yet exchanged, at the member's level, into points from the mint. */
export async function exchangeReputation(db: Kysely<Database>, user: UserRow): Promise<{ points: number; rank_used: number; score: number }> {
  const s = await readPointsSettings(db);
  if (!s.exchangeEnabled) throw exchangeErrors.disabled();
  return db.transaction().execute(async (trx) => {
    // NO KEY UPDATE, like every other lock on a member row: FOR UPDATE would also wait for (and be waited on by) the
    // key-share locks that inserting the member's posts and answers takes, closing a circle with other writers.
    const u = await trx.selectFrom('users').selectAll().where('id', '=', user.id).forNoKeyUpdate().executeTakeFirstOrThrow();
    const level = entered(u, s);
    if (!level) throw exchangeErrors.contractRequired();
    const { points, rankUsed } = exchangeOf(Math.max(0, u.rank - u.rank_exchanged), level);
    if (points < 1) throw exchangeErrors.tooSmall();
    await trx.updateTable('users').set({ rank_exchanged: u.rank_exchanged + rankUsed }).where('id', '=', u.id).execute();
    const entry = await postEntry(trx, {
      kind: 'exchange',
      // What was exchanged before is part of the reference: the same exchange retried finds it done.
      ref: `exchange:${u.id}:${u.rank_exchanged}`,
      actorUserId: u.id,
      objectId: null,
      memo: `${rankUsed} reputation at ${level.title}`,
      legs: [
        { account: 'mint', amount: -points },
        { userId: u.id, amount: points },
      ],
    });
    return { points, rank_used: rankUsed, score: entry?.balances.get(u.id) ?? Number(u.points) };
  });
}
