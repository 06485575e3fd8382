// The seed writes points and rewards straight into users and posts (set-based, for 100,000 posts in seconds); this
// books them in the ledger afterwards, the way the site would have: points a member holds beyond their postings
// come from the mint, and each open reward (a rewarded post, not deleted, no accepted answer) sits in its escrow.
// Afterwards `pnpm ledger:check` balances. Idempotent: only what is not booked yet is booked.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function seedLedger(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO ledger_accounts (kind) VALUES ('mint') ON CONFLICT DO NOTHING`.execute(trx);
    await sql`
      WITH diff AS (
        SELECT u.id, u.points, u.points - coalesce(s.sum, 0) AS amount FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS sum FROM ledger_postings WHERE user_id IS NOT NULL GROUP BY user_id) s ON s.user_id = u.id
        WHERE u.points <> coalesce(s.sum, 0)
      ), entry AS (
        INSERT INTO ledger_entries (kind, ref, memo)
        SELECT 'opening', 'seed-points:' || id || ':' || points, 'demo points' FROM diff RETURNING id, ref
      ), mint AS (SELECT id, balance FROM ledger_accounts WHERE kind = 'mint'),
      member_leg AS (
        INSERT INTO ledger_postings (entry_id, user_id, amount, balance_after)
        SELECT entry.id, diff.id, diff.amount, diff.points FROM entry JOIN diff ON entry.ref = 'seed-points:' || diff.id || ':' || diff.points
      ), mint_leg AS (
        INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
        SELECT entry.id, mint.id, -diff.amount, mint.balance - sum(diff.amount) OVER (ORDER BY diff.id)
        FROM entry JOIN diff ON entry.ref = 'seed-points:' || diff.id || ':' || diff.points CROSS JOIN mint
      )
      UPDATE ledger_accounts SET balance = balance - (SELECT coalesce(sum(amount), 0) FROM diff) WHERE kind = 'mint'`.execute(trx);
    await sql`
      WITH escrow AS (
        INSERT INTO ledger_accounts (kind, object_id, balance)
        SELECT 'escrow', p.id, p.score FROM posts p
        WHERE p.content_type IN (1, 4) AND p.score > 0 AND p.status <> 10 AND p.accepted_answer_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.kind = 'escrow' AND a.object_id = p.id)
        RETURNING id, object_id, balance
      ), entry AS (
        INSERT INTO ledger_entries (kind, ref, object_id, memo)
        SELECT 'opening', 'seed-escrow:' || object_id, object_id, 'demo reward' FROM escrow RETURNING id, object_id
      ), mint AS (SELECT id, balance FROM ledger_accounts WHERE kind = 'mint'),
      escrow_leg AS (
        INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
        SELECT entry.id, escrow.id, escrow.balance, escrow.balance FROM entry JOIN escrow USING (object_id)
      ), mint_leg AS (
        INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
        SELECT entry.id, mint.id, -escrow.balance, mint.balance - sum(escrow.balance) OVER (ORDER BY escrow.object_id)
        FROM entry JOIN escrow USING (object_id) CROSS JOIN mint
      )
      UPDATE ledger_accounts SET balance = balance - (SELECT coalesce(sum(balance), 0) FROM escrow) WHERE kind = 'mint'`.execute(trx);
  });
}
