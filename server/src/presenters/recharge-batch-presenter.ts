import type { RechargeBatchSummary } from '@site/shared/contract';
import type { RechargeBatchRow } from '../repositories/recharge-repo.js';
import { unix } from './time.js';

/** A past batch: its figures, never its codes (they exist only as hashes). */
export function presentRechargeBatch(r: RechargeBatchRow): RechargeBatchSummary {
  return {
    batch_id: r.id,
    amount: Number(r.amount),
    count: r.count,
    redeemed_count: Number(r.redeemed_count),
    memo: r.memo,
    created_at: unix(r.created_at),
  };
}
