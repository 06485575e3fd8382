import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countListed, listQuery, type ListFilter } from './questions-repo.js';

/** Exactly what the post lists show to everyone: listed statuses (not deleted or pending), not unlisted. */
const LISTED: ListFilter = { unanswered: false };

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
