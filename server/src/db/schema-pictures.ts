// Kysely's view of the AI picture posts' pictures (migration 0015); part of `Database` in ./schema.ts.
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, RefId, Timestamp } from './schema-columns.js';

export interface PostPicturesTable {
  id: Id;
  user_id: RefId;
  post_id: NullableRefId;
  image_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  prompt: ColumnType<string, string | undefined, string>;
  source: 'ai' | 'upload';
  model: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}
