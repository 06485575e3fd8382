import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normalizePermalink } from '../../presenters/site-info-presenter.js';
import { readSetting } from '../../repositories/settings-repo.js';

/**
 * The site's permalink setting (1-4, as /siteinfo gives it), for code that writes links to posts outside a page
 * request (mails, AI replies): every post link then has the address the site's own pages use.
 */
export async function readSitePermalink(db: Kysely<Database>): Promise<number> {
  const seo = (await readSetting(db, 'seo')) as { permalink?: unknown } | undefined;
  return normalizePermalink(seo?.permalink);
}
