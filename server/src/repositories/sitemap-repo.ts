import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countListed, listQuery, type ListFilter } from './questions-repo.js';

/** Exactly what the post lists show to everyone: listed statuses (not deleted or pending), not unlisted. */
const LISTED: ListFilter = { unanswered: false };

/** tags.status of a tag in use (1 normal, 10 deleted). */
const TAG_NORMAL = 1;

export interface SitemapPostRow {
  id: string;
  url_title: string;
  /** The later of the last edit and the last activity (a new answer changes the page). */
  lastmod: Date;
}

/** How many posts the sitemap lists. */
export const countSitemapPosts = (db: Kysely<Database>) => countListed(db, LISTED);

/**
 * One batch of listed posts in id order: from a position (the first batch of a sitemap page) or after an id (the
 * following ones), so a page is read as a walk along the primary key, never whole into memory.
 */
export async function sitemapPostBatch(
  db: Kysely<Database>,
  from: { offset: number } | { afterId: string },
  limit: number,
): Promise<SitemapPostRow[]> {
  let q = listQuery(db, LISTED)
    .select(['p.id', 'p.url_title', 'p.updated_at', 'p.active_at'])
    .orderBy('p.id', 'asc')
    .limit(limit);
  q = 'afterId' in from ? q.where('p.id', '>', from.afterId) : q.offset(from.offset);
  const rows = await q.execute();
  return rows.map((r) => ({ id: r.id, url_title: r.url_title, lastmod: r.active_at > r.updated_at ? r.active_at : r.updated_at }));
}

export interface SitemapTagRow {
  id: string;
  slug_name: string;
  lastmod: Date;
}

/** Tags whose page lists posts: not deleted, not a synonym (its page shows the main tag's), used at least once. */
const listedTags = (db: Kysely<Database>) =>
  db.selectFrom('tags as t').where('t.status', '=', TAG_NORMAL).where('t.main_tag_id', 'is', null).where('t.question_count', '>', 0);

/** How many tag pages the sitemap lists. */
export async function countSitemapTags(db: Kysely<Database>): Promise<number> {
  const row = await listedTags(db).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One batch of listed tags in id order, like sitemapPostBatch. */
export async function sitemapTagBatch(db: Kysely<Database>, from: { offset: number } | { afterId: string }, limit: number): Promise<SitemapTagRow[]> {
  let q = listedTags(db).select(['t.id', 't.slug_name', 't.updated_at']).orderBy('t.id', 'asc').limit(limit);
  q = 'afterId' in from ? q.where('t.id', '>', from.afterId) : q.offset(from.offset);
  const rows = await q.execute();
  return rows.map((r) => ({ id: r.id, slug_name: r.slug_name, lastmod: r.updated_at }));
}
