import type { PointsSettings as PointsSettingsWire, ReputationLevel } from '@site/shared/contract';
import { POINTS_DEFAULTS, pointsSettingsSchema } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';

/** The admin's points settings (site setting `points`) as the rules read them. */
export interface PointsSettings {
  /** Percent of each sale the platform keeps (0-100). */
  feePercent: number;
  /** Bounds of a post's points (price or reward). */
  scoreMin: number;
  scoreMax: number;
  bountyDays: number;
  bountyMinVotes: number;
  exchangeEnabled: boolean;
  withdrawalMin: number;
  withdrawalFeePercent: number;
  /** Platform-entry levels, lowest reputation first. */
  levels: ReputationLevel[];
}

/** The stored settings over the defaults, field by field (a field stored wrong falls back to its default). */
export async function readPointsSettingsWire(db: Kysely<Database> | Transaction<Database>): Promise<PointsSettingsWire> {
  const raw = await readSetting(db as Kysely<Database>, 'points');
  const stored = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...POINTS_DEFAULTS };
  for (const key of Object.keys(POINTS_DEFAULTS) as (keyof PointsSettingsWire)[]) {
    if (!(key in stored)) continue;
    const trial = { ...merged, [key]: stored[key] };
    if (pointsSettingsSchema.safeParse(trial).success) merged[key] = stored[key];
  }
  return pointsSettingsSchema.parse(merged);
}

export async function readPointsSettings(db: Kysely<Database> | Transaction<Database>): Promise<PointsSettings> {
  const w = await readPointsSettingsWire(db);
  return {
    feePercent: w.fee_percent,
    scoreMin: w.score_min,
    scoreMax: w.score_max,
    bountyDays: w.bounty_days,
    bountyMinVotes: w.bounty_min_votes,
    exchangeEnabled: w.exchange_enabled,
    withdrawalMin: w.withdrawal_min,
    withdrawalFeePercent: w.withdrawal_fee_percent,
    levels: [...w.levels].sort((a, b) => a.redeem_rank_points - b.redeem_rank_points),
  };
}

export async function writePointsSettings(db: Kysely<Database>, s: PointsSettingsWire): Promise<void> {
  await writeSettings(db, { points: s });
}

/** The platform's share of a sale at this price (rounded down: the seller keeps the fraction). */
export const feeOf = (price: number, s: PointsSettings) => Math.floor((price * s.feePercent) / 100);

/** GET admin points/settings. */
export const getAdminPointsSettings = (db: Kysely<Database>) => readPointsSettingsWire(db);

/** PUT admin points/settings: levels kept in reputation order. */
export async function updateAdminPointsSettings(db: Kysely<Database>, s: PointsSettingsWire): Promise<null> {
  await writePointsSettings(db, { ...s, levels: [...s.levels].sort((a, b) => a.redeem_rank_points - b.redeem_rank_points) });
  return null;
}
