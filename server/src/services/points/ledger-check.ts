// The ledger's invariant, checkable at any time (docs: points-economy.md): every entry's postings sum to zero,
// every cached balance (users.points, ledger_accounts.balance) equals the sum of its postings, and so all accounts
// together sum to zero. `pnpm ledger:check` prints the result; tests call it after every storm of operations.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface LedgerCheck {
  entries: number;
  postings: number;
  /** Sum over every member's points and every system account's balance: zero when all is well. */
  total: number;
  /** Readable lines, one per difference found (empty: all is well). */
  problems: string[];
}

export async function checkLedger(db: Kysely<Database>): Promise<LedgerCheck> {
  const problems: string[] = [];
  const unbalanced = await sql<{ entry_id: string; ref: string; sum: string }>`
    SELECT lp.entry_id, le.ref, sum(lp.amount) AS sum FROM ledger_postings lp JOIN ledger_entries le ON le.id = lp.entry_id
    GROUP BY lp.entry_id, le.ref HAVING sum(lp.amount) <> 0 ORDER BY lp.entry_id LIMIT 100`.execute(db);
  for (const r of unbalanced.rows) problems.push(`entry ${r.entry_id} (${r.ref}): postings sum to ${r.sum}, not 0`);
  const empty = await sql<{ id: string; ref: string }>`
    SELECT le.id, le.ref FROM ledger_entries le WHERE NOT EXISTS (SELECT 1 FROM ledger_postings lp WHERE lp.entry_id = le.id)
    ORDER BY le.id LIMIT 100`.execute(db);
  for (const r of empty.rows) problems.push(`entry ${r.id} (${r.ref}) has no postings`);
  const users = await sql<{ id: string; username: string; points: string; posted: string }>`
    SELECT u.id, u.username, u.points, coalesce(p.sum, 0) AS posted FROM users u
    LEFT JOIN (SELECT user_id, sum(amount) AS sum FROM ledger_postings WHERE user_id IS NOT NULL GROUP BY user_id) p ON p.user_id = u.id
    WHERE u.points <> coalesce(p.sum, 0) ORDER BY u.id LIMIT 100`.execute(db);
  for (const r of users.rows) problems.push(`member ${r.id} (${r.username}): balance ${r.points}, postings sum to ${r.posted} (difference ${Number(r.points) - Number(r.posted)})`);
  const accounts = await sql<{ id: string; kind: string; object_id: string; balance: string; posted: string }>`
    SELECT a.id, a.kind, a.object_id, a.balance, coalesce(p.sum, 0) AS posted FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount) AS sum FROM ledger_postings WHERE account_id IS NOT NULL GROUP BY account_id) p ON p.account_id = a.id
    WHERE a.balance <> coalesce(p.sum, 0) ORDER BY a.id LIMIT 100`.execute(db);
  for (const r of accounts.rows) {
    const name = r.object_id === '0' ? r.kind : `${r.kind} ${r.object_id}`;
    problems.push(`account ${r.id} (${name}): balance ${r.balance}, postings sum to ${r.posted} (difference ${Number(r.balance) - Number(r.posted)})`);
  }
  const totals = await sql<{ total: string; entries: string; postings: string }>`
    SELECT (SELECT coalesce(sum(points), 0) FROM users) + (SELECT coalesce(sum(balance), 0) FROM ledger_accounts) AS total,
           (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_postings) AS postings`.execute(db);
  const t = totals.rows[0]!;
  if (Number(t.total) !== 0) problems.push(`all balances together sum to ${t.total}, not 0`);
  return { entries: Number(t.entries), postings: Number(t.postings), total: Number(t.total), problems };
}
