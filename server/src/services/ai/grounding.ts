// Grounding an AI reply in the site: the most relevant posts the asking member may read (the site's own search, then
// each post checked again: visible, not deleted, and a paid body only when the member may read it), given to the
// model with their addresses; afterwards every post the reply links to is checked the same way and any other
// citation is removed. Answers (and so private plans) never reach the prompt; only posts' own bodies do.
import { canonicalPath } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canViewPost } from '../../policies/post-policy.js';
import { findPostById, type PostRow } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { contentReaders } from '../points/paid-access.js';
import { search, type SearchDeps } from '../search/search-service.js';
import { readSitePermalink } from '../site/site-permalink.js';

export interface Source {
  id: string;
  title: string;
  /** The post's address as the site's pages write it (the permalink setting): what a reply links to. */
  path: string;
  excerpt: string;
}

const MAX_SOURCES = 5;
const EXCERPT_CHARS = 800;
const QUERY_WORDS = 8;

/** A free-text query any word of the text may match (`a or b or c`), without the search syntax's filters. */
export function queryOf(text: string): string {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .map((w) => w.toLowerCase());
  return [...new Set(words)].slice(0, QUERY_WORDS).join(' or ');
}

/** The posts the member may read that look most relevant to `text`, best first (never `exceptId`). */
export async function findSources(deps: SearchDeps, viewer: UserRow, text: string, exceptId: string): Promise<Source[]> {
  const q = queryOf(text);
  if (!q) return [];
  const hits = await search(deps, viewer, { q, order: 'relevance', page: 1, size: 20 });
  const ids = [...new Set(hits.list.map((h) => h.object.question_id))].filter((id) => id !== exceptId);
  const posts = (await Promise.all(ids.map((id) => findPostById(deps.db, id)))).filter((p): p is PostRow => !!p && canViewPost(viewer, p));
  const mayRead = await contentReaders(deps.db, viewer, posts);
  const permalink = await readSitePermalink(deps.db);
  return posts
    .filter((p) => mayRead(p))
    .slice(0, MAX_SOURCES)
    .map((p) => ({ id: p.id, title: p.title, path: canonicalPath(permalink, p.id, p.url_title), excerpt: p.original_text.slice(0, EXCERPT_CHARS) }));
}

/** The example citation the prompt shows (any permalink form is accepted back: see removeHiddenCitations). */
export const EXAMPLE_POST_LINK = canonicalPath(undefined, '123', 'its-title');

/** The sources as the prompt gives them. */
export function sourcesText(sources: Source[]): string {
  if (sources.length === 0) return 'No posts of this site look relevant.';
  return sources.map((s, i) => `[${i + 1}] ${s.title} (${s.path})\n${s.excerpt}`).join('\n\n');
}

// A link to a post of this site: relative, or absolute on any host (the site's own address is not always known).
const POST_LINK = /(?:https?:\/\/[^\s()<>\]]+)?\/questions\/(\d{1,19})(?:\/[^\s()<>\]]*)?/g;
const MARKDOWN_LINK = /\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * The reply with every citation of a post the member may not see (or that does not exist) removed: a Markdown link
 * keeps its text, a bare address goes.
 */
export async function removeHiddenCitations(db: Kysely<Database>, viewer: UserRow, text: string): Promise<string> {
  const cited = new Set([...text.matchAll(POST_LINK)].map((m) => m[1]!));
  const allowed = new Set<string>();
  for (const id of cited) {
    const post = await findPostById(db, id);
    if (post && canViewPost(viewer, post)) allowed.add(id);
  }
  const ok = (url: string) => {
    const ids = [...url.matchAll(POST_LINK)].map((m) => m[1]!);
    return ids.every((id) => allowed.has(id));
  };
  const withoutLinks = text.replace(MARKDOWN_LINK, (whole, label: string, url: string) => (ok(url) ? whole : label));
  // Bare addresses outside Markdown links (those kept above are allowed, so this leaves them alone).
  return withoutLinks.replace(POST_LINK, (whole, id: string) => (allowed.has(id) ? whole : '')).replace(/[ \t]+\n/g, '\n');
}
