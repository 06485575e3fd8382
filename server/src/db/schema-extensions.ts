// AI requests (counted against the limits) and members' plugin settings.
import type { FrontendReportKind } from '@site/shared/contract';
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, RefId, Timestamp } from './schema-columns.js';

/** One AI reply a member started (migration 0013): what the per-member and per-site limits count. */
export interface AiRequestsTable {
  id: Id;
  user_id: RefId;
  /** A reply, or a picture. */
  kind: ColumnType<'reply' | 'picture', 'reply' | 'picture' | undefined, never>;
  /** The post, answer or comment a reply is about (null for a picture). */
  object_id: NullableRefId;
  created_at: Timestamp;
}

/** A member's values for one plugin's user config fields (migration 0025). */
export interface UserPluginConfigsTable {
  user_id: RefId;
  plugin_slug_name: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

/** A browser's report about one of the page's parts (migration 0027); identical reports count up one row. */
export interface FrontendRemoteReportsTable {
  id: Id;
  fingerprint: string;
  kind: FrontendReportKind;
  remote: string;
  version: string;
  module: string;
  required: string;
  loaded: string;
  message: string;
  count: ColumnType<number, number | undefined, number>;
  first_at: Timestamp;
  last_at: Timestamp;
}
