import type { ColumnType } from 'kysely';
import type { IdentityVerificationsTable, LedgerAccountsTable, LedgerEntriesTable, LedgerPostingsTable, PostBuyersTable, RechargeBatchesTable, RechargeCodesTable, WithdrawalsTable } from './schema-points.js';
import type { PostDriveSharesTable } from './schema-cloud-drive.js';
import type { PostPicturesTable } from './schema-pictures.js';
import type { MailJobsTable, MailUnsubscribeCodesTable, MailWeeklyCountsTable } from './schema-mail.js';
import type { FlagsTable, PendingReviewsTable } from './schema-review.js';
import type { ActivitiesTable, RevisionsTable } from './schema-timeline.js';
import type { NotificationEventsTable, UserNotificationSettingsTable } from './schema-notifications.js';
export type { NotificationEventsTable, UserNotificationSettingsTable } from './schema-notifications.js';
import type { UserExternalLoginsTable, ConnectorStatesTable, ConnectorBindingKeysTable } from './schema-connectors.js';
export type { UserExternalLoginsTable, ConnectorStatesTable, ConnectorBindingKeysTable } from './schema-connectors.js';
import type { AiRequestsTable, FrontendRemoteReportsTable, UserPluginConfigsTable } from './schema-extensions.js';
export type { AiRequestsTable, FrontendRemoteReportsTable, UserPluginConfigsTable } from './schema-extensions.js';
import type { Count, Id, NullableRefId, NullableTimestamp, RefId, Timestamp } from './schema-columns.js';

// Kysely's view of the tables (created by ./migrations). bigint ids come back from pg as strings.

export interface UsersTable {
  id: Id;
  username: string;
  e_mail: string;
  pass_hash: ColumnType<string, string | undefined, string>;
  display_name: ColumnType<string, string | undefined, string>;
  avatar: ColumnType<string, string | undefined, string>;
  bio: ColumnType<string, string | undefined, string>;
  bio_html: ColumnType<string, string | undefined, string>;
  website: ColumnType<string, string | undefined, string>;
  location: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  color_scheme: ColumnType<string, string | undefined, string>;
  mail_status: ColumnType<number, number | undefined, number>;
  notice_status: ColumnType<number, number | undefined, number>;
  status: ColumnType<string, string | undefined, string>;
  role_id: ColumnType<number, number | undefined, number>;
  rank: Count;
  points: ColumnType<string, string | number | undefined, string | number>;
  follow_count: Count;
  question_count: Count;
  answer_count: Count;
  suspended_until: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: NullableTimestamp;
  /** The avatar choice (AvatarInfo); null = follow the site's default. `avatar` is derived from it by a trigger. */
  avatar_info: ColumnType<AvatarChoice | null, string | null | undefined, string | null>;
  suspended_at: NullableTimestamp;
  /** The reputation threshold of the platform-entry level the member entered at; 0: not entered (migration 0011). */
  contract_rank: ColumnType<number, number | undefined, number>;
  contracted_at: NullableTimestamp;
  /** Reputation already exchanged for points. */
  rank_exchanged: ColumnType<number, number | undefined, number>;
}

/** What users.avatar_info stores (the gravatar URL is derived, never stored). */
export interface AvatarChoice {
  type: 'system' | 'gravatar' | 'custom';
  custom: string;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: RefId;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface SiteSettingsTable {
  key: string;
  type: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface TagsTable {
  id: Id;
  slug_name: string;
  display_name: string;
  original_text: ColumnType<string, string | undefined, string>;
  parsed_text: ColumnType<string, string | undefined, string>;
  main_tag_id: NullableRefId;
  recommend: ColumnType<boolean, boolean | undefined, boolean>;
  reserved: ColumnType<boolean, boolean | undefined, boolean>;
  question_count: Count;
  follow_count: Count;
  status: ColumnType<number, number | undefined, number>;
  user_id: NullableRefId;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface PostsTable {
  id: Id;
  user_id: RefId;
  content_type: number;
  title: string;
  url_title: ColumnType<string, string | undefined, string>;
  original_text: string;
  parsed_text: string;
  description: ColumnType<string, string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  pin: ColumnType<number, number | undefined, number>;
  show: ColumnType<number, number | undefined, number>;
  score: ColumnType<string, string | number | undefined, string | number>;
  view_count: Count;
  unique_view_count: Count;
  vote_count: Count;
  answer_count: Count;
  collection_count: Count;
  follow_count: Count;
  hot_score: Count;
  accepted_answer_id: NullableRefId;
  first_answer_id: NullableRefId;
  last_answer_id: NullableRefId;
  last_edit_user_id: NullableRefId;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: NullableTimestamp;
  active_at: Timestamp;
  search: ColumnType<string | null, never, never>;
  close_type: ColumnType<number, number | undefined, number>;
  close_msg: ColumnType<string, string | undefined, string>;
  status_before_delete: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: NullableTimestamp;
  pinned_at: NullableTimestamp;
  closed_by: NullableRefId;
  deleted_by: NullableRefId;
  /** A bounty's end, and when an ended bounty's reward was settled (migration 0011). */
  bounty_ends_at: NullableTimestamp;
  bounty_settled_at: NullableTimestamp;
}

/** What free-text search matches on (migration 0010): listed posts and visible answers, kept by triggers. */
export interface SearchDocsTable {
  object_type: ColumnType<'question' | 'answer', never, never>;
  id: ColumnType<string, never, never>;
  question_id: ColumnType<string, never, never>;
  user_id: ColumnType<string, never, never>;
  post_user_id: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
  active_at: ColumnType<Date, never, never>;
  vote_count: ColumnType<number, never, never>;
  answer_count: ColumnType<number, never, never>;
  priced: ColumnType<boolean, never, never>;
  search: ColumnType<string, never, never>;
}

/** The change log of search_docs (0012), read by each instance's in-memory search index; written by a trigger. */
export interface SearchChangesTable {
  id: ColumnType<string, never, never>;
  xid: ColumnType<string, never, never>;
  object_type: ColumnType<'question' | 'answer', never, never>;
  doc_id: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface PostTagsTable {
  post_id: RefId;
  tag_id: RefId;
  created_at: Timestamp;
}

export interface AnswersTable {
  id: Id;
  question_id: RefId;
  user_id: RefId;
  original_text: string;
  parsed_text: string;
  status: ColumnType<number, number | undefined, number>;
  accepted: ColumnType<number, number | undefined, number>;
  vote_count: Count;
  created_at: Timestamp;
  updated_at: Timestamp;
  is_private: ColumnType<boolean, boolean | undefined, boolean>;
  last_edit_user_id: NullableRefId;
  edited_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  accepted_at: NullableTimestamp;
  search: ColumnType<string | null, never, never>;
  /** The model that wrote it, for an AI answer (migration 0013); null for a person's. */
  ai_model: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type EmailCodePurpose = 'activation' | 'password_reset' | 'email_change' | 'account_deletion';

export interface EmailCodesTable {
  code_hash: string;
  user_id: RefId;
  purpose: EmailCodePurpose;
  /** jsonb: written as a JSON string, read back as an object. */
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** What a comment, vote or reaction points at (ids are one space across posts, answers and comments). */
export type ObjectType = 'question' | 'answer' | 'comment';

export interface CommentsTable {
  id: Id;
  user_id: RefId;
  object_id: RefId;
  object_type: 'question' | 'answer';
  question_id: RefId;
  reply_user_id: NullableRefId;
  reply_comment_id: NullableRefId;
  original_text: string;
  parsed_text: string;
  status: ColumnType<number, number | undefined, number>;
  vote_count: Count;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The model that wrote it, for an AI comment (migration 0013); null for a person's. */
  ai_model: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VotesTable {
  user_id: RefId;
  object_id: RefId;
  object_type: ObjectType;
  object_user_id: RefId;
  value: number;
  created_at: Timestamp;
}

export interface CollectionsTable {
  user_id: RefId;
  post_id: RefId;
  created_at: Timestamp;
}

export interface PostFollowsTable {
  user_id: RefId;
  post_id: RefId;
  created_at: Timestamp;
}

export interface TagFollowsTable {
  user_id: RefId;
  tag_id: RefId;
  created_at: Timestamp;
}

export interface ReactionsTable {
  user_id: RefId;
  object_id: RefId;
  emoji: string;
  created_at: Timestamp;
}

export interface ReputationLogTable {
  id: Id;
  user_id: RefId;
  activity_type: string;
  /**
   * What the record adds to users.rank now: the table amount as far as the floor let it move the rank, and for a
   * live deduction, less once undoing an earlier gain was stopped by the floor. users.rank = 1 + the live amounts.
   */
  amount: number;
  object_id: RefId;
  trigger_user_id: NullableRefId;
  cancelled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface QuestionInvitesTable {
  question_id: RefId;
  user_id: RefId;
  inviter_id: RefId;
  created_at: Timestamp;
}

// The points economy's tables live in schema-points.ts; re-exported so callers keep one import.
export type * from './schema-points.js';
export type * from './schema-cloud-drive.js';
export type * from './schema-pictures.js';
export type * from './schema-mail.js';
export type * from './schema-review.js';
export type * from './schema-timeline.js';

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  site_settings: SiteSettingsTable;
  tags: TagsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  answers: AnswersTable;
  captchas: CaptchasTable;
  user_external_logins: UserExternalLoginsTable;
  connector_states: ConnectorStatesTable;
  connector_binding_keys: ConnectorBindingKeysTable;
  email_codes: EmailCodesTable;
  user_notification_settings: UserNotificationSettingsTable;
  comments: CommentsTable;
  votes: VotesTable;
  collections: CollectionsTable;
  post_follows: PostFollowsTable;
  tag_follows: TagFollowsTable;
  reactions: ReactionsTable;
  revisions: RevisionsTable;
  activities: ActivitiesTable;
  reputation_log: ReputationLogTable;
  notification_events: NotificationEventsTable;
  question_invites: QuestionInvitesTable;
  search_docs: SearchDocsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
  post_buyers: PostBuyersTable;
  post_pictures: PostPicturesTable;
  identity_verifications: IdentityVerificationsTable;
  withdrawals: WithdrawalsTable;
  recharge_batches: RechargeBatchesTable;
  recharge_codes: RechargeCodesTable;
  search_changes: SearchChangesTable;
  post_drive_shares: PostDriveSharesTable;
  ai_requests: AiRequestsTable;
  mail_jobs: MailJobsTable;
  mail_unsubscribe_codes: MailUnsubscribeCodesTable;
  mail_weekly_counts: MailWeeklyCountsTable;
  flags: FlagsTable;
  pending_reviews: PendingReviewsTable;
  user_plugin_configs: UserPluginConfigsTable;
  frontend_remote_reports: FrontendRemoteReportsTable;
}
