import { ContentType, DEFAULT_CONTENT_TYPE } from '../contract/common.js';

/**
 * The five post kinds in the spec's order (section 1). `key` names the kind in texts: `nav.<key>` is its plural
 * ("Questions", the list's title and navigation entry), `content_type.<key>` its singular.
 */
export const CONTENT_KINDS = [
  { type: ContentType.question, key: 'question' },
  { type: ContentType.article, key: 'article' },
  { type: ContentType.resource, key: 'resource' },
  { type: ContentType.bounty, key: 'bounty' },
  { type: ContentType.aipic, key: 'aipic' },
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentKindKey = ContentKind['key'];

/** The kind with this content_type, or undefined when the number names none of the five. */
export function contentKindOf(type: unknown): ContentKind | undefined {
  const n = typeof type === 'string' && type.trim() !== '' ? Number(type) : type;
  return CONTENT_KINDS.find((k) => k.type === n);
}

/** The list pages: `/` and `/questions` (a trailing slash tolerated). */
export function isListPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return p === '/' || p === '/questions';
}

/**
 * The kind a list address shows: `?content_type=` when it names a kind; otherwise `/questions` lists questions (its
 * name says so) and `/` the spec's default kind from the address (article).
 */
export function listKindOf(pathname: string, search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const named = contentKindOf(params.get('content_type'));
  if (named) return named.type;
  return pathname.replace(/\/+$/, '') === '/questions' ? ContentType.question : DEFAULT_CONTENT_TYPE;
}

/**
 * The kind Ask starts from when neither the address nor a draft names one: question (the page is `/questions/ask`,
 * and the header's Ask outside a list means asking a question).
 */
export const DEFAULT_ASK_KIND: number = ContentType.question;

/** The kind Ask opens on from the page it is pressed on: the list's kind on a list page, else question. */
export function askKindFrom(pathname: string, search: string | URLSearchParams): number {
  return isListPath(pathname) ? listKindOf(pathname, search) : DEFAULT_ASK_KIND;
}

/** The list of one kind. */
export const listPathOf = (type: number) => `/questions?content_type=${type}`;

/** The ask page on one kind. */
export const askPathOf = (type: number) => `/questions/ask?content_type=${type}`;
