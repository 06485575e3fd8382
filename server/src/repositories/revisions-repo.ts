import type { Kysely, Transaction } from 'kysely';
import type { ActivityType, Database, RevisionObjectType } from '../db/schema.js';
import { recordActivity } from './activities-repo.js';

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
  /** REVISION_SHOWN (default) or REVISION_WAITING (a suggested edit: no timeline entry until approved). */
  status?: number;
  /** The timeline entry; default: the object's creation (asked, answered, created) for its first revision, else edited. */
  activity?: ActivityType;
}

/** Revision statuses: shown (the object's history), a suggested edit waiting for review, a rejected suggestion. */
export const REVISION_SHOWN = 1;
export const REVISION_WAITING = 2;
export const REVISION_REJECTED = 3;

const CREATION: Record<RevisionObjectType, ActivityType> = { question: 'asked', answer: 'answered', tag: 'created' };

/** The timeline entry of a shown revision: the object's creation when it is its first, else an edit. */
async function activityOf(trx: Db, r: RevisionInput): Promise<ActivityType> {
  if (r.activity) return r.activity;
  const earlier = await trx
    .selectFrom('revisions')
    .select('id')
    .where('object_type', '=', r.objectType)
    .where('object_id', '=', r.objectId)
    .where('status', '=', REVISION_SHOWN)
    .limit(1)
    .executeTakeFirst();
  return earlier ? 'edited' : CREATION[r.objectType];
}

/**
 * Writes one revision (every create and edit of a post, answer or tag) and, for a shown one, its timeline entry;
 * call it in the edit's transaction.
 */
export async function writeRevision(trx: Db, r: RevisionInput): Promise<string> {
  const status = r.status ?? REVISION_SHOWN;
  const activity = status === REVISION_SHOWN ? await activityOf(trx, r) : null;
  const row = await trx
    .insertInto('revisions')
    .values({
      object_type: r.objectType,
      object_id: r.objectId,
      user_id: r.userId,
      title: r.title ?? '',
      content: JSON.stringify(r.content),
      summary: (r.summary ?? '').slice(0, 300),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (activity) {
    await recordActivity(trx, { objectType: r.objectType, objectId: r.objectId, userId: r.userId, type: activity, revisionId: row.id, comment: r.summary ?? '' });
  }
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

/** One revision by id. */
export function findRevisionById(db: Db, id: string) {
  return db.selectFrom('revisions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One revision by id, locked (an audit decides it once). */
export function lockRevisionById(db: Db, id: string) {
  return db.selectFrom('revisions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether the object has a suggested edit waiting for review (one at a time, as in Answer). */
export async function hasWaitingRevision(db: Db, objectType: RevisionObjectType, objectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('revisions')
    .select('id')
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .where('status', '=', REVISION_WAITING)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Marks a waiting suggestion approved (shown) or rejected; false when it was decided meanwhile. */
export async function decideRevision(db: Db, id: string, status: number, reviewerId: string): Promise<boolean> {
  const row = await db
    .updateTable('revisions')
    .set({ status, reviewer_id: reviewerId, reviewed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', REVISION_WAITING)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** How many suggested edits wait for review (the reviewers' count). */
export async function countWaitingRevisions(db: Db): Promise<number> {
  const row = await db.selectFrom('revisions').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', REVISION_WAITING).executeTakeFirstOrThrow();
  return Number(row.n);
}
