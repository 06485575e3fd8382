// The payment-provider interface of recharges. A provider (the built-in redeem codes, or an operator's plugin for a
// payment service) confirms that a member paid; the member's points then come from the mint in one ledger entry
// whose reference is the provider's name and its own payment id, so a payment reported twice (a webhook delivered
// again, a retry after a timeout) credits once.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { postEntry } from './ledger-service.js';

export interface RechargePayment {
  /** The provider's stable name (`code` is the built-in redeem codes); part of the entry's reference. */
  provider: string;
  /** The provider's own id of the payment: the same payment is credited once. */
  paymentId: string;
  userId: string;
  amount: number;
  /** What the member reads on the statement line (the provider's order number, a batch's memo). */
  memo?: string;
  /** The row the entry is about (a redeem code's batch), when there is one. */
  objectId?: string | null;
}

export interface RechargeCredit {
  /** False when this payment had been credited before (nothing moved this time). */
  credited: boolean;
  /** The member's balance now. */
  score: number;
}

const NAME = /^[a-z][a-z0-9_-]{0,31}$/;

/** Credits a confirmed payment inside the caller's transaction (with whatever else marks it used). */
export async function creditRechargeIn(trx: Transaction<Database>, p: RechargePayment): Promise<RechargeCredit> {
  if (!NAME.test(p.provider)) throw new Error(`recharge provider name ${JSON.stringify(p.provider)}: lower-case letters, digits, - and _`);
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw new Error(`recharge of ${p.amount} points: must be a positive whole number`);
  if (p.paymentId === '' || p.paymentId.length > 200) throw new Error('recharge payment id: 1 to 200 characters');
  const entry = await postEntry(trx, {
    kind: 'recharge',
    ref: `recharge:${p.provider}:${p.paymentId}`,
    actorUserId: p.userId,
    objectId: p.objectId ?? null,
    memo: p.memo ?? '',
    legs: [
      { account: 'mint', amount: -p.amount },
      { userId: p.userId, amount: p.amount },
    ],
  });
  if (entry) return { credited: true, score: entry.balances.get(p.userId)! };
  const row = await trx.selectFrom('users').select('points').where('id', '=', p.userId).executeTakeFirstOrThrow();
  return { credited: false, score: Number(row.points) };
}

/** Credits a confirmed payment in its own short transaction (what a provider plugin's webhook calls). */
export function creditRecharge(db: Kysely<Database>, p: RechargePayment): Promise<RechargeCredit> {
  return db.transaction().execute((trx) => creditRechargeIn(trx, p));
}
