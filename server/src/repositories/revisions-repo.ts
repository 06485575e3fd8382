import type { Kysely, Transaction } from 'kysely';
import type { Database, RevisionObjectType } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface RevisionInput {
  objectType: RevisionObjectType;
  objectId: string;
  userId: string;
  /** The post's title or the tag's display name ('' for answers). */
  title?: string;
  /** The whole new version (markdown source, tags, slug...): the timeline pages diff consecutive versions. */
  content: Record<string, unknown>;
  /** The editor's edit summary. */
  summary?: string;
}

/** Writes one revision (every create and edit of a post, answer or tag); call it in the edit's transaction. */
export async function writeRevision(trx: Db, r: RevisionInput): Promise<string> {
  const row = await trx
    .insertInto('revisions')
    .values({
      object_type: r.objectType,
      object_id: r.objectId,
      user_id: r.userId,
      title: r.title ?? '',
      content: JSON.stringify(r.content),
      summary: (r.summary ?? '').slice(0, 300),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An object's revisions, oldest first (tags have ids of their own, so the type is part of the key). */
export function listRevisions(db: Db, objectType: RevisionObjectType, objectId: string) {
  return db
    .selectFrom('revisions')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
