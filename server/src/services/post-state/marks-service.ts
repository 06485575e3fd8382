import type { BodyOf, endpoints } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { mayInteract } from '../../policies/post-policy.js';
import { findPostById } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

/** The post must exist and be visible to the member (deleted and others' pending posts answer 404). */
async function visiblePost(db: Kysely<Database>, user: UserRow, id: string) {
  const post = await findPostById(db, id);
  if (!post || !mayInteract(user, post)) throw errors.questionNotFound();
  return post;
}

/**
 * POST collection/switch: bookmark (bookmark true) or remove it. The row's primary key makes the change happen at
 * most once, and the counter moves only when a row was really inserted or deleted, in the same transaction, so
 * collection_count equals the rows even under concurrent clicks.
 */
export async function switchCollection(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.switchCollection>) {
  const post = await visiblePost(db, user, b.object_id);
  return db.transaction().execute(async (trx) => {
    const changed = b.bookmark
      ? await trx.insertInto('collections').values({ user_id: user.id, post_id: post.id }).onConflict((oc) => oc.doNothing()).returning('post_id').executeTakeFirst()
      : await trx.deleteFrom('collections').where('user_id', '=', user.id).where('post_id', '=', post.id).returning('post_id').executeTakeFirst();
    const delta = changed ? (b.bookmark ? 1 : -1) : 0;
    const row = await trx
      .updateTable('posts')
      .set({ collection_count: sql`greatest(collection_count + ${delta}, 0)` })
      .where('id', '=', post.id)
      .returning('collection_count')
      .executeTakeFirstOrThrow();
    return { object_collection_count: row.collection_count };
  });
}

/** POST follow: follow a post (is_cancel false) or stop following it; same counting as bookmarks. */
export async function followObject(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.followObject>) {
  const post = await visiblePost(db, user, b.object_id);
  return db.transaction().execute(async (trx) => {
    const changed = !b.is_cancel
      ? await trx.insertInto('post_follows').values({ user_id: user.id, post_id: post.id }).onConflict((oc) => oc.doNothing()).returning('post_id').executeTakeFirst()
      : await trx.deleteFrom('post_follows').where('user_id', '=', user.id).where('post_id', '=', post.id).returning('post_id').executeTakeFirst();
    const delta = changed ? (b.is_cancel ? -1 : 1) : 0;
    const row = await trx
      .updateTable('posts')
      .set({ follow_count: sql`greatest(follow_count + ${delta}, 0)` })
      .where('id', '=', post.id)
      .returning('follow_count')
      .executeTakeFirstOrThrow();
    return { follows: row.follow_count, is_followed: !b.is_cancel };
  });
}
