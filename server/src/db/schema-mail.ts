// Kysely's view of the mail queue's tables (migration 0018); part of `Database` in ./schema.ts.
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, NullableTimestamp, RefId, Timestamp } from './schema-columns.js';

export type MailJobStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

export interface MailJobsTable {
  id: Id;
  kind: string;
  user_id: NullableRefId;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<MailJobStatus, MailJobStatus | undefined, MailJobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface MailUnsubscribeCodesTable {
  code_hash: string;
  user_id: RefId;
  setting_key: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface MailWeeklyCountsTable {
  user_id: RefId;
  setting_key: string;
  week_start: ColumnType<Date, Date | string, Date | string>;
  sent: ColumnType<number, number | undefined, number>;
}
