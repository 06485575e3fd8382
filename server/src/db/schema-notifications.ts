// Notification events (the inbox, achievements, mails) and each member's notification settings.
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { Id, NullableRefId, NullableTimestamp, RefId, Timestamp } from './schema-columns.js';

export interface NotificationEventsTable {
  id: Id;
  user_id: RefId;
  trigger_user_id: NullableRefId;
  kind: string;
  object_type: string;
  object_id: RefId;
  question_id: NullableRefId;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  /** inbox or achievement, from the kind (a generated column). */
  type: GeneratedAlways<string>;
  /** The inbox tab: posts, votes, invites (none for achievements); generated from the kind. */
  inbox_type: GeneratedAlways<string>;
  /** The wording key's last part (up_voted_answer) where the kind alone does not say it. */
  action: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reputation (or points) it moved; 0 for inbox items. */
  rank: ColumnType<number, number | undefined, number>;
  /** Counted in the red dot until its list is opened or it is read. */
  red_dot: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UserNotificationSettingsTable {
  user_id: RefId;
  key: string;
  enabled: boolean;
  updated_at: Timestamp;
}
