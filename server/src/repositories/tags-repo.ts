import type { Kysely, Selectable } from 'kysely';
import type { Database, TagsTable } from '../db/schema.js';

export type TagRow = Selectable<TagsTable> & { main_tag_slug_name: string | null };

export async function findTagIdBySlug(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('tags').select('id').where('slug_name', '=', slug).where('status', '=', 1).executeTakeFirst();
  return row?.id;
}

/** Tags of many posts at once, in link order: post id -> tags. */
export async function findTagsOfPosts(db: Kysely<Database>, postIds: string[]): Promise<Map<string, TagRow[]>> {
  const out = new Map<string, TagRow[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .selectFrom('post_tags as pt')
    .innerJoin('tags as t', 't.id', 'pt.tag_id')
    .leftJoin('tags as m', 'm.id', 't.main_tag_id')
    .selectAll('t')
    .select(['pt.post_id', 'm.slug_name as main_tag_slug_name'])
    .where('pt.post_id', 'in', postIds)
    .orderBy('pt.post_id')
    .orderBy('t.id')
    .execute();
  for (const { post_id, ...tag } of rows) {
    const list = out.get(post_id) ?? [];
    list.push(tag as TagRow);
    out.set(post_id, list);
  }
  return out;
}
