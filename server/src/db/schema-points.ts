// Kysely's view of the points economy's tables (migration 0011); part of `Database` in ./schema.ts.
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, NullableTimestamp, RefId, Timestamp } from './schema-columns.js';

/** System accounts of the points ledger (migration 0011): the mint, fees, paid-out cash, escrows and holds. */
export interface LedgerAccountsTable {
  id: Id;
  kind: 'mint' | 'fees' | 'cashout' | 'escrow' | 'hold';
  object_id: ColumnType<string, string | number | bigint | undefined, never>;
  balance: ColumnType<string, string | number | undefined, string | number>;
  created_at: Timestamp;
}

/** One operation of the ledger: its postings sum to zero; `ref` makes it happen once. Append-only. */
export interface LedgerEntriesTable {
  id: Id;
  kind: string;
  ref: string;
  actor_user_id: NullableRefId;
  object_id: NullableRefId;
  memo: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One leg of an entry: a member's points (user_id) or a system account's (account_id). Append-only. */
export interface LedgerPostingsTable {
  id: Id;
  entry_id: ColumnType<string, string | number | bigint, never>;
  user_id: ColumnType<string | null, string | number | bigint | null | undefined, never>;
  account_id: ColumnType<string | null, string | number | bigint | null | undefined, never>;
  amount: ColumnType<string, string | number | bigint, never>;
  balance_after: ColumnType<string, string | number | bigint, never>;
}

/** Members who bought a paid post (its buyer_user_ids). */
export interface PostBuyersTable {
  post_id: RefId;
  user_id: RefId;
  price: ColumnType<string, string | number, never>;
  entry_id: RefId;
  created_at: Timestamp;
}

/** Real-name verification (migration 0011): the identity number only encrypted, plus its last characters. */
export interface IdentityVerificationsTable {
  user_id: RefId;
  real_name: string;
  id_number_enc: string;
  id_number_tail: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: ColumnType<string, string | undefined, string>;
  submitted_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewed_by: NullableRefId;
}

export interface WithdrawalsTable {
  id: Id;
  user_id: RefId;
  amount: ColumnType<string, string | number, never>;
  fee: ColumnType<string, string | number | undefined, string | number>;
  status: ColumnType<'pending' | 'paid' | 'rejected', 'pending' | 'paid' | 'rejected' | undefined, 'pending' | 'paid' | 'rejected'>;
  reference: ColumnType<string, string | undefined, string>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: NullableRefId;
}

export interface RechargeBatchesTable {
  id: Id;
  amount: ColumnType<string, string | number, never>;
  count: number;
  memo: ColumnType<string, string | undefined, never>;
  created_by: RefId;
  created_at: Timestamp;
}

export interface RechargeCodesTable {
  code_hash: string;
  batch_id: RefId;
  redeemed_by: NullableRefId;
  redeemed_at: NullableTimestamp;
}
