import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/schema.js';
import { getSiteInfo } from '../site/site-service.js';
import { pageLanguage, pageTexts, type PageTexts } from './page-texts.js';

/** What crawlable pages, robots.txt and the sitemap read of the site's settings. */
export interface SeoSite {
  name: string;
  /** The site's address without a trailing slash: every canonical and sitemap URL starts with it. */
  base: string;
  /** The permalink setting, 1-4 (already normalized). */
  permalink: number;
  /** The admin's "login required": no content, no sitemap. */
  private: boolean;
  /** Maintenance mode: pages carry no content (the app shows visitors the maintenance page). */
  maintenance: boolean;
  /** The admin's robots.txt text ('' when never set). */
  robots: string;
  description: string;
  /** The words of the markup, in the language the app will show the page in. */
  texts: PageTexts;
}

/**
 * The site's settings through the same presenter /siteinfo uses (defaults, permalink fallback). The address is the
 * admin's site_url; before one is set (it is set at install) the request's own origin stands in.
 */
export async function readSeoSite(db: Kysely<Database>, req: FastifyRequest): Promise<SeoSite> {
  const info = await getSiteInfo(db);
  const url = info.general.site_url.trim().replace(/\/+$/, '');
  return {
    name: info.general.name,
    base: /^https?:\/\/[^/]/i.test(url) ? url : `${req.protocol}://${req.host}`,
    permalink: info.site_seo.permalink,
    private: info.login.login_required,
    maintenance: info.maintenance.enabled,
    robots: info.site_seo.robots,
    description: info.general.short_description || info.general.description,
    texts: pageTexts(pageLanguage(info.interface.language, req.headers['accept-language'])),
  };
}
