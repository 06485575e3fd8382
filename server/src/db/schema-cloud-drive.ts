// Kysely's view of the cloud-drive bridge's table (migration 0013); part of `Database` in ./schema.ts.
import type { ColumnType } from 'kysely';
import type { RefId, Timestamp } from './schema-columns.js';

/** A resource post's drive share: the paid part of the post, read only by the detail's presenter. */
export interface PostDriveSharesTable {
  post_id: RefId;
  share_url: string;
  share_code: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}
