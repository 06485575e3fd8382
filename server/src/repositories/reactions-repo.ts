import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds the user's reaction; a repeat is a no-op (primary key). */
export async function addReaction(db: Db, objectId: string, userId: string, emoji: string): Promise<void> {
  await db.insertInto('reactions').values({ object_id: objectId, user_id: userId, emoji }).onConflict((oc) => oc.doNothing()).execute();
}

export async function removeReaction(db: Db, objectId: string, userId: string, emoji: string): Promise<void> {
  await db.deleteFrom('reactions').where('object_id', '=', objectId).where('user_id', '=', userId).where('emoji', '=', emoji).execute();
}

export interface ReactionCountRow {
  emoji: string;
  count: number;
  /** The first few reacting users' display names, oldest reaction first. */
  names: string[];
  active: boolean;
}

/** Per emoji: count, a few names, and whether the viewer is among them. */
export async function summarizeReactions(db: Db, objectId: string, viewerId: string | null, nameLimit: number): Promise<ReactionCountRow[]> {
  const { rows } = await sql<{ emoji: string; count: string; names: string[] | null; active: boolean }>`
    SELECT r.emoji,
           count(*) AS count,
           (array_agg(coalesce(nullif(u.display_name, ''), u.username) ORDER BY r.created_at, r.user_id))[1:${sql.lit(nameLimit)}] AS names,
           coalesce(bool_or(r.user_id = ${viewerId ?? -1}::bigint), false) AS active
      FROM reactions r JOIN users u ON u.id = r.user_id
     WHERE r.object_id = ${objectId}
     GROUP BY r.emoji`.execute(db);
  return rows.map((r) => ({ emoji: r.emoji, count: Number(r.count), names: r.names ?? [], active: r.active }));
}
