// PUT follow/tags: the user's whole followed-tag list after the call. tags.follow_count moves by exactly the rows
// inserted and deleted (ON CONFLICT DO NOTHING / DELETE ... RETURNING), so parallel calls cannot double count.
import type { BodyOf, endpoints } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findTagsBySlugs } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { tagErrors } from './tag-errors.js';

export async function updateFollowTags(
  db: Kysely<Database>,
  user: UserRow,
  { slug_name_list }: BodyOf<typeof endpoints.updateFollowTags>,
): Promise<null> {
  const slugs = [...new Set(slug_name_list)];
  const tags = await findTagsBySlugs(db, slugs);
  if (tags.length !== slugs.length) throw tagErrors.field('slug_name_list', 'error.tag.not_found');
  const ids = tags.map((t) => t.id);

  await db.transaction().execute(async (trx) => {
    let del = trx.deleteFrom('tag_follows').where('user_id', '=', user.id);
    if (ids.length) del = del.where('tag_id', 'not in', ids);
    const removed = (await del.returning('tag_id').execute()).map((r) => r.tag_id);
    const added = ids.length
      ? (
          await trx
            .insertInto('tag_follows')
            .values(ids.map((tag_id) => ({ user_id: user.id, tag_id })))
            .onConflict((oc) => oc.columns(['user_id', 'tag_id']).doNothing())
            .returning('tag_id')
            .execute()
        ).map((r) => r.tag_id)
      : [];
    // One counter update, rows locked in id order first: two transactions touching overlapping tags wait for each
    // other instead of deadlocking (separate +1 and -1 updates locked rows in different orders).
    const delta = new Map<string, number>();
    for (const id of removed) delta.set(id, (delta.get(id) ?? 0) - 1);
    for (const id of added) delta.set(id, (delta.get(id) ?? 0) + 1);
    const touched = [...delta].filter(([, d]) => d !== 0).map(([id]) => id);
    if (touched.length === 0) return;
    await trx.selectFrom('tags').select('id').where('id', 'in', touched).orderBy('id').forNoKeyUpdate().execute();
    const plus = touched.filter((id) => delta.get(id)! > 0);
    const minus = touched.filter((id) => delta.get(id)! < 0);
    await trx
      .updateTable('tags')
      .set({
        follow_count: sql`follow_count + CASE WHEN id IN (${sql.join(plus.length ? plus : ['0'])}) THEN 1 WHEN id IN (${sql.join(minus.length ? minus : ['0'])}) THEN -1 ELSE 0 END`,
      })
      .where('id', 'in', touched)
      .execute();
  });
  return null;
}
