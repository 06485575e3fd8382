import { sql, type Kysely, type Transaction } from 'kysely';
import type { ActivityType, Database, RevisionObjectType } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface ActivityInput {
  objectType: RevisionObjectType;
  objectId: string;
  /** Who did it (for an approved suggestion: its author, who wrote the text). */
  userId: string;
  type: ActivityType;
  revisionId?: string | null;
  /** The edit summary, or a question's close message. */
  comment?: string;
}

/** Records one timeline entry; call it in the transaction that makes the change. */
export async function recordActivity(db: Db, a: ActivityInput): Promise<void> {
  await db
    .insertInto('activities')
    .values({
      object_type: a.objectType,
      object_id: a.objectId,
      user_id: a.userId,
      activity_type: a.type,
      revision_id: a.revisionId ?? null,
      comment: a.comment ?? '',
    })
    .execute();
}

/** Marks a member's live vote or acceptance entry on an object as withdrawn (it stays on the timeline, cancelled). */
export async function cancelActivity(db: Db, m: { objectId: string; userId?: string; types: ActivityType[] }): Promise<void> {
  let q = db
    .updateTable('activities')
    .set({ cancelled: true, cancelled_at: sql`now()` })
    .where('object_id', '=', m.objectId)
    .where('activity_type', 'in', m.types)
    .where('cancelled', '=', false);
  if (m.userId) q = q.where('user_id', '=', m.userId);
  await q.execute();
}

const VOTE_TYPES: ActivityType[] = ['upvote', 'downvote'];

/** An object's timeline entries, oldest first; vote entries only when asked for. */
export function listActivities(db: Db, objectType: RevisionObjectType, objectId: string, withVotes: boolean) {
  let q = db
    .selectFrom('activities')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId);
  if (!withVotes) q = q.where('activity_type', 'not in', VOTE_TYPES);
  return q.orderBy('created_at').orderBy('id').execute();
}
