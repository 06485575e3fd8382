// sitemap.xml: every listed post's canonical address. Up to 50,000 URLs it is one urlset; beyond, an index of
// /sitemap/page-N.xml files of 50,000 each (the sitemaps.org limits). Pages are streamed in batches.
import { canonicalPath } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countSitemapPosts, sitemapPostBatch } from '../../repositories/sitemap-repo.js';
import { esc } from './seo-html.js';
import type { SeoSite } from './seo-site.js';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_URLS_PER_PAGE = 50_000;
/** Rows read per query while a page streams. */
const BATCH = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const sitemapPagePath = (n: number) => `/sitemap/page-${n}.xml`;

/** How many sitemap pages the site's posts fill (at least one, possibly empty). */
export async function sitemapPageCount(db: Kysely<Database>, perPage = SITEMAP_URLS_PER_PAGE): Promise<number> {
  return Math.max(1, Math.ceil((await countSitemapPosts(db)) / perPage));
}

/** The index of the pages. */
export function sitemapIndex(site: SeoSite, pages: number): string {
  const entries = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${esc(`${site.base}${sitemapPagePath(i + 1)}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Page `n` (1-based) as XML chunks, one query batch at a time (the sizes are for tests). */
export async function* sitemapPage(
  db: Kysely<Database>,
  site: SeoSite,
  n: number,
  { perPage = SITEMAP_URLS_PER_PAGE, batch = BATCH }: { perPage?: number; batch?: number } = {},
): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  let left = perPage;
  let from: { offset: number } | { afterId: string } = { offset: (n - 1) * perPage };
  while (left > 0) {
    const rows = await sitemapPostBatch(db, from, Math.min(batch, left));
    if (rows.length === 0) break;
    yield rows
      .map((r) => `<url><loc>${esc(`${site.base}${canonicalPath(site.permalink, r.id, r.url_title)}`)}</loc><lastmod>${r.lastmod.toISOString()}</lastmod></url>\n`)
      .join('');
    left -= rows.length;
    from = { afterId: rows[rows.length - 1]!.id };
  }
  yield '</urlset>\n';
}
