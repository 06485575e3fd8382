import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, TagsTable } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type TagRow = Selectable<TagsTable> & { main_tag_slug_name: string | null };

/** tags.status: 1 normal, 10 deleted. */
export const TAG_NORMAL = 1;
export const TAG_DELETED = 10;

/**
 * The tag a list filter by slug means: a synonym's slug stands for its main tag (posts are tagged with the main
 * tag), a deleted tag for nothing.
 */
export async function findTagIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tags as t')
    .leftJoin('tags as m', 'm.id', 't.main_tag_id')
    .select(['t.id', 'm.id as main_id', 'm.status as main_status'])
    .where('t.slug_name', '=', slug)
    .where('t.status', '=', TAG_NORMAL)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.main_id) return row.main_status === TAG_NORMAL ? row.main_id : undefined;
  return row.id;
}

/** Tags of many posts at once, in link order: post id -> tags. */
export async function findTagsOfPosts(db: Db, postIds: string[]): Promise<Map<string, TagRow[]>> {
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

/** One tag with its main tag's slug (any status). */
export function findTag(db: Db, where: { id: string } | { slug: string }): Promise<TagRow | undefined> {
  let q = db.selectFrom('tags as t').leftJoin('tags as m', 'm.id', 't.main_tag_id').selectAll('t').select('m.slug_name as main_tag_slug_name');
  q = 'id' in where ? q.where('t.id', '=', where.id) : q.where('t.slug_name', '=', where.slug);
  return q.executeTakeFirst();
}

/** Locks a tag row for the rest of the transaction (deletion and synonym changes check-then-write under it). */
export function lockTag(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('tags').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Normal tags by slug, with their main tag's slug. */
export function findTagsBySlugs(db: Db, slugs: string[]): Promise<TagRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tags as t')
    .leftJoin('tags as m', 'm.id', 't.main_tag_id')
    .selectAll('t')
    .select('m.slug_name as main_tag_slug_name')
    .where('t.slug_name', 'in', slugs)
    .where('t.status', '=', TAG_NORMAL)
    .orderBy('t.slug_name')
    .execute();
}

export type TagOrder = 'popular' | 'name' | 'newest';
export interface TagPageFilter {
  /** Contains, case-insensitive, in the slug or the display name. */
  text?: string;
}

// Main tags only: a synonym lives on its main tag's info page.
function pageQuery(db: Db, f: TagPageFilter) {
  let q = db.selectFrom('tags as t').where('t.status', '=', TAG_NORMAL).where('t.main_tag_id', 'is', null);
  if (f.text) {
    const like = `%${f.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('t.slug_name', 'like', like), eb(sql<string>`lower(t.display_name)`, 'like', like)]));
  }
  return q;
}

export async function countTags(db: Db, f: TagPageFilter): Promise<number> {
  const row = await pageQuery(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listTagPage(db: Db, f: TagPageFilter, order: TagOrder, limit: number, offset: number): Promise<Selectable<TagsTable>[]> {
  let q = pageQuery(db, f).selectAll('t');
  if (order === 'popular') q = q.orderBy('t.question_count', 'desc').orderBy('t.follow_count', 'desc').orderBy('t.slug_name');
  else if (order === 'name') q = q.orderBy('t.slug_name');
  else q = q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
  return q.limit(limit).offset(offset).execute();
}

/** Which of the tags the user follows. */
export async function followedAmong(db: Db, userId: string, tagIds: string[]): Promise<Set<string>> {
  if (tagIds.length === 0) return new Set();
  const rows = await db.selectFrom('tag_follows').select('tag_id').where('user_id', '=', userId).where('tag_id', 'in', tagIds).execute();
  return new Set(rows.map((r) => r.tag_id));
}

/** The normal tags a user follows, with their main tag's slug, by name. */
export function findFollowedTags(db: Db, userId: string): Promise<TagRow[]> {
  return db
    .selectFrom('tag_follows as f')
    .innerJoin('tags as t', 't.id', 'f.tag_id')
    .leftJoin('tags as m', 'm.id', 't.main_tag_id')
    .selectAll('t')
    .select('m.slug_name as main_tag_slug_name')
    .where('f.user_id', '=', userId)
    .where('t.status', '=', TAG_NORMAL)
    .orderBy('t.slug_name')
    .execute();
}

/** The synonyms (normal tags) whose main tag is `mainId`. */
export function findSynonyms(db: Db, mainId: string) {
  return db
    .selectFrom('tags')
    .select(['id', 'slug_name', 'display_name', 'parsed_text'])
    .where('main_tag_id', '=', mainId)
    .where('status', '=', TAG_NORMAL)
    .orderBy('slug_name')
    .execute();
}

/** The descriptions (sanitized HTML) of the given tags: tag id -> parsed_text. */
export async function findTagDescriptions(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('tags').select(['id', 'parsed_text']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.parsed_text]));
}

/** Whether any post carries the tag, or any normal tag is its synonym (either blocks deletion). */
export async function tagInUse(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('post_tags').select(sql`1`.as('one')).where('tag_id', '=', id)).as('has_posts'),
      eb.exists(eb.selectFrom('tags').select(sql`1`.as('one')).where('main_tag_id', '=', id).where('status', '=', TAG_NORMAL)).as('has_synonyms'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.has_posts) || Boolean(row.has_synonyms);
}

/**
 * Whether a member could give a post a recommended tag: a live main tag (not a synonym), recommended by its own flag
 * or listed in `recommended`, and reserved neither by its flag nor by `reserved` (reserved tags are staff's alone).
 */
export async function hasUsableRecommendedTag(db: Db, lists: { recommended: string[]; reserved: string[] }): Promise<boolean> {
  const row = await db
    .selectFrom('tags')
    .select('id')
    .where('status', '=', TAG_NORMAL)
    .where('main_tag_id', 'is', null)
    .where((eb) => eb.or([eb('recommend', '=', true), ...(lists.recommended.length > 0 ? [eb(sql`lower(slug_name)`, 'in', lists.recommended)] : [])]))
    .where('reserved', '=', false)
    .$if(lists.reserved.length > 0, (q) => q.where(sql`lower(slug_name)`, 'not in', lists.reserved))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
