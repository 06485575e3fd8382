// Kysely's view of the revisions and the timelines (migration 0022); part of `Database` in ./schema.ts.
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, NullableTimestamp, RefId, Timestamp } from './schema-columns.js';

export type RevisionObjectType = 'question' | 'answer' | 'tag';

export interface RevisionsTable {
  id: Id;
  object_type: RevisionObjectType;
  object_id: RefId;
  user_id: RefId;
  title: ColumnType<string, string | undefined, string>;
  /** jsonb: the whole new version (written as a JSON string). */
  content: ColumnType<Record<string, unknown>, string, string>;
  summary: ColumnType<string, string | undefined, string>;
  /** 1 shown, 2 a suggested edit waiting for review, 3 a rejected suggestion. */
  status: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** Who approved or rejected a suggested edit, and when (migration 0022). */
  reviewer_id: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** What a timeline entry records (Answer's activity types, as its timeline names them). */
export type ActivityType =
  | 'asked'
  | 'answered'
  | 'created'
  | 'edited'
  | 'rollback'
  | 'closed'
  | 'reopened'
  | 'deleted'
  | 'undeleted'
  | 'pin'
  | 'unpin'
  | 'show'
  | 'hide'
  | 'accept'
  | 'upvote'
  | 'downvote';

/** One entry of a post's, answer's or tag's timeline (migration 0022). */
export interface ActivitiesTable {
  id: Id;
  object_type: RevisionObjectType;
  object_id: RefId;
  user_id: RefId;
  activity_type: ActivityType;
  revision_id: NullableRefId;
  comment: ColumnType<string, string | undefined, string>;
  cancelled: ColumnType<boolean, boolean | undefined, boolean>;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
}
