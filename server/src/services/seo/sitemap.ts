// sitemap.xml: every listed post's canonical address, then every tag page that lists posts. Up to 50,000 URLs it is
// one urlset; beyond, an index of /sitemap/page-N.xml files of 50,000 each (the sitemaps.org limits), which together
// walk the same sequence (posts, then tags), so every address is in exactly one file. Pages stream in batches.
import { canonicalPath, tagPagePath } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countSitemapPosts, countSitemapTags, sitemapPostBatch, sitemapTagBatch } from '../../repositories/sitemap-repo.js';
import { esc } from './seo-html.js';
import type { SeoSite } from './seo-site.js';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_URLS_PER_PAGE = 50_000;
/** Rows read per query while a page streams. */
const BATCH = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const sitemapPagePath = (n: number) => `/sitemap/page-${n}.xml`;

type From = { offset: number } | { afterId: string };
/** One kind of page the sitemap lists: its count, and its rows in id order as <url> entries. */
interface Source {
  count(db: Kysely<Database>): Promise<number>;
  batch(db: Kysely<Database>, site: SeoSite, from: From, limit: number): Promise<{ lastId: string; xml: string[] }>;
}

const url = (loc: string, lastmod: Date) => `<url><loc>${esc(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>\n`;

const SOURCES: readonly Source[] = [
  {
    count: countSitemapPosts,
    async batch(db, site, from, limit) {
      const rows = await sitemapPostBatch(db, from, limit);
      return { lastId: rows.at(-1)?.id ?? '', xml: rows.map((r) => url(`${site.base}${canonicalPath(site.permalink, r.id, r.url_title)}`, r.lastmod)) };
    },
  },
  {
    count: countSitemapTags,
    async batch(db, site, from, limit) {
      const rows = await sitemapTagBatch(db, from, limit);
      return { lastId: rows.at(-1)?.id ?? '', xml: rows.map((r) => url(`${site.base}${tagPagePath(r.slug_name)}`, r.lastmod)) };
    },
  },
];

const countsOf = (db: Kysely<Database>) => Promise.all(SOURCES.map((s) => s.count(db)));

/** How many sitemap pages the site's posts and tags fill (at least one, possibly empty). */
export async function sitemapPageCount(db: Kysely<Database>, perPage = SITEMAP_URLS_PER_PAGE): Promise<number> {
  const total = (await countsOf(db)).reduce((a, b) => a + b, 0);
  return Math.max(1, Math.ceil(total / perPage));
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
  const counts = await countsOf(db);
  let skip = (n - 1) * perPage; // positions of the whole sequence before this page
  let left = perPage;
  for (const [i, source] of SOURCES.entries()) {
    if (left <= 0) break;
    if (skip >= counts[i]!) {
      skip -= counts[i]!;
      continue;
    }
    let from: From = { offset: skip };
    skip = 0;
    while (left > 0) {
      const { lastId, xml } = await source.batch(db, site, from, Math.min(batch, left));
      if (xml.length === 0) break;
      yield xml.join('');
      left -= xml.length;
      from = { afterId: lastId };
    }
  }
  yield '</urlset>\n';
}
