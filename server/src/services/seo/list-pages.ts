// The crawlable lists: the post lists (/ and /questions), a tag's page and the tag list, each read through the
// API's own services as an anonymous visitor (listed posts only; a paid post's excerpt is blank).
import {
  canonicalPath,
  ContentType,
  DEFAULT_CONTENT_TYPE,
  questionOrders,
  questionPageQuerySchema,
  tagInfoQuerySchema,
  tagPagePath,
  type QuestionListItem,
  type TagPageItem,
} from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ShellPageParts } from '../frontend/shell-page.js';
import { listQuestions } from '../question/question-service.js';
import { getTag, getTagPage } from '../tag/tag-query-service.js';
import { contentBox, esc, headParts, tagList, userLink } from './seo-html.js';
import type { SeoSite } from './seo-site.js';

/** The app's page sizes (mf-posts' post list, tag posts and tag list). */
const LIST_PAGE_SIZE = 20;
const TAG_PAGE_SIZE = 20;

/** A list's heading per kind: the app's navigation text. */
const KIND_TITLES: Record<number, string> = {
  [ContentType.question]: 'nav.question',
  [ContentType.article]: 'nav.article',
  [ContentType.resource]: 'nav.resource',
  [ContentType.bounty]: 'nav.bounty',
  [ContentType.aipic]: 'nav.aipic',
};

/** The page number of `?page=` (1 when absent or not a number, as the app reads it). */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page')) || 1));

/** An address with the query parameters that pick the content (the order is a view of it, not another page). */
function withQuery(base: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

function postItem(site: SeoSite, p: QuestionListItem): string {
  return (
    `<li class="ssr-post-item"><h2><a href="${esc(canonicalPath(site.permalink, p.id, p.url_title))}">${esc(p.title)}</a></h2>` +
    (p.description ? `<p>${esc(p.description)}</p>` : '') +
    `<p class="ssr-meta">${site.texts.count('vote', p.vote_count)} · ${site.texts.count('answer', p.answer_count)}` +
    `${p.operator ? ` · ${userLink(p.operator)}` : ''}</p>` +
    tagList(p.tags) +
    '</li>'
  );
}

/** The list, with a link to the next page while there is one (crawlers follow it). */
function postList(site: SeoSite, items: QuestionListItem[], total: number, page: number, nextHref: string): string {
  const more = page * LIST_PAGE_SIZE < total ? `<p><a href="${esc(nextHref)}" rel="next">${esc(site.texts.text('next'))}</a></p>` : '';
  return `<ol class="ssr-post-list">${items.map((p) => postItem(site, p)).join('')}</ol>${more}`;
}

/**
 * `/` (articles by default) and `/questions` (questions); as the app reads the address (mf-posts' readListParams), a
 * `?content_type=` naming no kind and an unknown `?order=` fall back to the page's kind and the newest first.
 */
export async function listPageParts(db: Kysely<Database>, site: SeoSite, path: string, params: URLSearchParams): Promise<ShellPageParts | null> {
  const named = Number(params.get('content_type'));
  const namedKind = KIND_TITLES[named] ? named : undefined;
  const order = params.get('order') ?? '';
  const query = questionPageQuerySchema.safeParse({
    page: pageOf(params),
    page_size: LIST_PAGE_SIZE,
    order: (questionOrders as readonly string[]).includes(order) ? order : 'newest',
    content_type: namedKind ?? (path === '/questions' ? ContentType.question : DEFAULT_CONTENT_TYPE),
  });
  if (!query.success || !query.data.content_type) return null;
  const q = query.data;
  const { list, count: total } = await listQuestions(db, null, q);
  const kind = site.texts.nav(KIND_TITLES[q.content_type!] ?? '');
  const self = (page: number) => withQuery(path, { content_type: namedKind, page: page > 1 ? page : undefined });
  const title = q.page > 1 ? `${kind} (page ${q.page})` : kind;
  return {
    ...headParts(site, {
      title,
      description: path === '/' && q.page === 1 && site.description ? site.description : `${kind} on ${site.name}`,
      url: `${site.base}${self(q.page)}`,
      ogType: 'website',
    }),
    root: contentBox('list', `<h1>${esc(title)}</h1>${postList(site, list, total, q.page, self(q.page + 1))}`),
  };
}

/** `/tags/{name}`: the tag (a synonym shows its main tag, canonical there) and its newest posts. */
export async function tagPageParts(db: Kysely<Database>, site: SeoSite, name: string, params: URLSearchParams): Promise<ShellPageParts | null> {
  const tagQuery = tagInfoQuerySchema.safeParse({ tag_name: name });
  if (!tagQuery.success) return null;
  const tag = await getTag(db, null, tagQuery.data);
  const page = pageOf(params);
  const { list, count: total } = await listQuestions(db, null, { tag: tag.slug_name, page, page_size: LIST_PAGE_SIZE, order: 'newest' });
  const self = (n: number) => withQuery(tagPagePath(tag.slug_name), { page: n > 1 ? n : undefined });
  const description = tag.excerpt || site.texts.text('taggedOn', { tag: tag.display_name, site: site.name });
  return {
    ...headParts(site, { title: tag.display_name, description, url: `${site.base}${self(page)}`, ogType: 'website' }),
    root: contentBox(
      'tag',
      `<h1>${esc(tag.display_name)}</h1>` +
        (tag.parsed_text ? `<div class="ssr-body">${tag.parsed_text}</div>` : '') +
        `<p class="ssr-meta">${esc(site.texts.count('post', tag.question_count))}</p>` +
        postList(site, list, total, page, self(page + 1)),
    ),
  };
}

function tagItem(site: SeoSite, t: TagPageItem): string {
  return (
    `<li><a href="${esc(tagPagePath(t.slug_name))}" rel="tag">${esc(t.display_name)}</a>` +
    (t.excerpt ? ` <span>${esc(t.excerpt)}</span>` : '') +
    ` <span class="ssr-meta">${esc(site.texts.count('post', t.question_count))}</span></li>`
  );
}

/** `/tags`: the tags, most used first (as the app's default). */
export async function tagListParts(db: Kysely<Database>, site: SeoSite, params: URLSearchParams): Promise<ShellPageParts> {
  const page = pageOf(params);
  const { list, count: total } = await getTagPage(db, null, { page, page_size: TAG_PAGE_SIZE, query_cond: 'popular' });
  const self = (n: number) => withQuery('/tags', { page: n > 1 ? n : undefined });
  const more = page * TAG_PAGE_SIZE < total ? `<p><a href="${esc(self(page + 1))}" rel="next">${esc(site.texts.text('next'))}</a></p>` : '';
  const title = site.texts.text('tags');
  return {
    ...headParts(site, { title, description: site.texts.text('tagsOf', { site: site.name }), url: `${site.base}${self(page)}`, ogType: 'website' }),
    root: contentBox('tags', `<h1>${esc(title)}</h1><ul class="ssr-tag-list">${list.map((t) => tagItem(site, t)).join('')}</ul>${more}`),
  };
}
