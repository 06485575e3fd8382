// The pieces of a crawlable page: head elements (canonical, description, Open Graph, JSON-LD) and small markup
// helpers. Every value is escaped here; only HTML the markdown renderer already sanitized goes in as it is.
import { tagPagePath, userPagePath, type TagBrief, type UserBasic } from '@site/shared/contract';
import { escapeHtml } from '../markdown/escape-html.js';
import { plainTextExcerpt } from '../markdown/excerpt.js';
import type { SeoSite } from './seo-site.js';

/** Meta descriptions longer than this are cut (search engines show about 160 characters). */
const DESCRIPTION_MAX = 160;

export const esc = escapeHtml;

/** Plain text of sanitized HTML, cut at `max` characters. */
export const textOf = (html: string, max = DESCRIPTION_MAX) => plainTextExcerpt(html, max);

/**
 * JSON for a <script type="application/ld+json">: `<` becomes \u003c so no text in it can close the script
 * (`</script>`) or open a comment; the line separators JSON allows but old parsers do not are escaped too.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

export interface HeadInput {
  /** The page's own title (the site name is added). */
  title: string;
  /** Plain text; cut to 160 characters. */
  description: string;
  /** The canonical address (absolute). */
  url: string;
  /** og:type: `article` for a post, `website` for lists, `profile` for a member. */
  ogType: 'article' | 'website' | 'profile';
  /** Kept out of search results (an unlisted post). */
  noindex?: boolean;
  jsonLd?: unknown;
}

/** The document title and head elements of a page. */
export function headParts(site: SeoSite, h: HeadInput): { title: string; head: string[] } {
  const description = h.description.length > DESCRIPTION_MAX ? `${h.description.slice(0, DESCRIPTION_MAX).trimEnd()}...` : h.description;
  const head = [
    `<link rel="canonical" href="${esc(h.url)}">`,
    `<meta name="description" content="${esc(description)}">`,
    `<meta property="og:title" content="${esc(h.title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(h.url)}">`,
    `<meta property="og:type" content="${h.ogType}">`,
    `<meta property="og:site_name" content="${esc(site.name)}">`,
  ];
  if (h.noindex) head.push('<meta name="robots" content="noindex">');
  if (h.jsonLd) head.push(jsonLdScript(h.jsonLd));
  return { title: esc(`${h.title} - ${site.name}`), head };
}

/** The container every crawlable page's content sits in (the app replaces it when it renders). */
export const contentBox = (kind: string, inner: string) => `<div id="ssr-content" data-ssr-page="${esc(kind)}">${inner}</div>`;

/** A member's name linked to their profile (a deleted account is shown without a link). */
export const userLink = (u: UserBasic) =>
  u.status === 'deleted' ? `<span>${esc(u.display_name)}</span>` : `<a href="${esc(userPagePath(u.username))}" rel="author">${esc(u.display_name)}</a>`;

export const tagList = (tags: readonly TagBrief[]) =>
  tags.length ? `<ul class="ssr-tags">${tags.map((t) => `<li><a href="${esc(tagPagePath(t.slug_name))}" rel="tag">${esc(t.display_name)}</a></li>`).join('')}</ul>` : '';

/** A Unix time as an ISO date (JSON-LD, sitemaps, <time>). */
export const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export const timeTag = (unixSeconds: number) => {
  const iso = isoOf(unixSeconds);
  return `<time datetime="${iso}">${iso.slice(0, 10)}</time>`;
};

