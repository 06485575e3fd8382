// Kysely's view of the flags and the review queue (migration 0023); part of `Database` in ./schema.ts.
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, NullableTimestamp, RefId, Timestamp } from './schema-columns.js';

/** 1 open, 2 completed (staff acted), 3 dismissed. */
export const FLAG_OPEN = 1;
export const FLAG_COMPLETED = 2;
export const FLAG_DISMISSED = 3;
/** 1 waiting, 2 approved, 3 rejected. */
export const REVIEW_WAITING = 1;
export const REVIEW_APPROVED = 2;
export const REVIEW_REJECTED = 3;

export interface FlagsTable {
  id: Id;
  user_id: RefId;
  object_type: 'question' | 'answer' | 'comment' | 'user';
  object_id: RefId;
  question_id: NullableRefId;
  reported_user_id: NullableRefId;
  report_type: number;
  content: ColumnType<string, string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  operation: ColumnType<string | null, string | null | undefined, string | null>;
  reviewer_id: NullableRefId;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PendingReviewsTable {
  id: ColumnType<number, never, never>;
  object_type: 'question' | 'answer';
  object_id: RefId;
  question_id: RefId;
  user_id: RefId;
  reason: string;
  status: ColumnType<number, number | undefined, number>;
  reviewer_id: NullableRefId;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}
