// What an AI request costs the member who asked, when the site charges for it: refused up front when they cannot
// pay, and charged in the transaction that saves what the AI made (refused again there if spent meanwhile), with the
// request's id as the ledger's idempotency reference. Nothing is charged for a request that saved nothing.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { postEntry } from '../points/ledger-service.js';
import { pointsErrors } from '../points/points-errors.js';

export interface AiCharge {
  kind: 'ai_reply' | 'ai_picture';
  /** The ai_requests row. */
  requestId: string;
  askerId: string;
  points: number;
  /** What the entry is about: the reply's post, or the picture. */
  objectId: string;
}

/** Refuses a member who cannot pay `points` now. */
export async function checkBalance(db: Kysely<Database>, userId: string, points: number): Promise<void> {
  if (points <= 0) return;
  const row = await db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirst();
  if (!row || Number(row.points) < points) throw pointsErrors.insufficient();
}

export async function chargeAiRequest(trx: Transaction<Database>, c: AiCharge): Promise<void> {
  if (c.points <= 0) return;
  await postEntry(trx, {
    kind: c.kind,
    ref: `${c.kind}:${c.requestId}`,
    actorUserId: c.askerId,
    objectId: c.objectId,
    legs: [
      { userId: c.askerId, amount: -c.points },
      { account: 'fees', amount: c.points },
    ],
  });
}
