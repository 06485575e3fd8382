import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ObjectType } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const TABLE = { question: 'posts', answer: 'answers', comment: 'comments' } as const;

/**
 * Locks the voted object's row for the rest of the transaction: every vote on one object then runs one after the
 * other, so reading the voter's row and moving vote_count by the difference cannot double count.
 */
export async function lockVotedObject(trx: Transaction<Database>, type: ObjectType, id: string): Promise<boolean> {
  const r = await sql`SELECT 1 FROM ${sql.table(TABLE[type])} WHERE id = ${id} FOR UPDATE`.execute(trx);
  return r.rows.length > 0;
}

/** The voter's current vote on the object: 1, -1 or 0. */
export async function findVoteValue(db: Db, userId: string, objectId: string): Promise<number> {
  const r = await db.selectFrom('votes').select('value').where('user_id', '=', userId).where('object_id', '=', objectId).executeTakeFirst();
  return r?.value ?? 0;
}

/** Writes the voter's vote (0 removes it). */
export async function setVote(
  trx: Db,
  v: { userId: string; objectId: string; objectType: ObjectType; objectUserId: string; value: number },
): Promise<void> {
  if (v.value === 0) {
    await trx.deleteFrom('votes').where('user_id', '=', v.userId).where('object_id', '=', v.objectId).execute();
    return;
  }
  await trx
    .insertInto('votes')
    .values({ user_id: v.userId, object_id: v.objectId, object_type: v.objectType, object_user_id: v.objectUserId, value: v.value })
    .onConflict((oc) => oc.columns(['user_id', 'object_id']).doUpdateSet({ value: v.value, created_at: sql`now()` }))
    .execute();
}

/** Moves the object's vote_count and answers the new count. */
export async function addToVoteCount(trx: Db, type: ObjectType, id: string, delta: number): Promise<number> {
  const r = await sql<{ vote_count: number }>`
    UPDATE ${sql.table(TABLE[type])} SET vote_count = vote_count + ${delta} WHERE id = ${id} RETURNING vote_count`.execute(trx);
  return Number(r.rows[0]?.vote_count ?? 0);
}

export async function countVotes(db: Db, objectId: string): Promise<{ up: number; down: number }> {
  const r = await db
    .selectFrom('votes')
    .select([
      sql<string>`count(*) FILTER (WHERE value = 1)`.as('up'),
      sql<string>`count(*) FILTER (WHERE value = -1)`.as('down'),
    ])
    .where('object_id', '=', objectId)
    .executeTakeFirstOrThrow();
  return { up: Number(r.up), down: Number(r.down) };
}

/** The viewer's votes on some objects: id -> 1 or -1. */
export async function findVotesOf(db: Db, userId: string, objectIds: string[]): Promise<Map<string, number>> {
  if (objectIds.length === 0) return new Map();
  const rows = await db.selectFrom('votes').select(['object_id', 'value']).where('user_id', '=', userId).where('object_id', 'in', objectIds).execute();
  return new Map(rows.map((r) => [String(r.object_id), r.value]));
}
