import { searchQuerySchema, type Page, type SearchResult } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { parseWith } from '../../http/validate.js';
import { canReadContent } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { isEmptyQuery, parseSearchQuery, searchedTypes, type ParsedQuery } from './parse-query.js';
import { presentHit } from './search-presenter.js';
import { countHits, findTagGroup, findUserIdByName, pageOfHits, type SearchFilter } from './search-repo.js';
import type { SearchPlugin } from './search-plugins.js';

const EMPTY: Page<SearchResult> = { count: 0, list: [] };

/** Resolves tag slugs and the username to ids; null when one names nothing (so nothing can match). */
async function resolve(db: Kysely<Database>, viewer: UserRow | null, q: ParsedQuery): Promise<SearchFilter | null> {
  const tagGroups: string[][] = [];
  for (const slug of q.tags) {
    const group = await findTagGroup(db, slug);
    if (!group) return null;
    tagGroups.push(group);
  }
  let userId: string | null = null;
  if (q.user !== null) {
    // Answer's `user:me` is the viewer; for a visitor it is whoever is called "me".
    userId = q.user === 'me' && viewer ? viewer.id : await findUserIdByName(db, q.user);
    if (!userId) return null;
  }
  return {
    text: q.text,
    tagGroups,
    userId,
    minAnswers: q.minAnswers,
    minScore: q.minScore,
    ...searchedTypes(q),
    viewer: { id: viewer?.id ?? null, staff: viewer !== null && isStaff(viewer) },
  };
}

/**
 * GET search: listed posts and visible answers matching the query, ranked by full-text relevance or sorted. An
 * empty query (or one naming an unknown tag or user) is an empty result; a page past the last answers 404 as the
 * lists do. A search plugin, when one is installed, answers instead.
 */
export async function search(db: Kysely<Database>, viewer: UserRow | null, query: unknown, plugin?: SearchPlugin | null): Promise<Page<SearchResult>> {
  const input = parseWith(searchQuerySchema, query);
  const parsed = parseSearchQuery(input.q);
  if (isEmptyQuery(parsed)) return EMPTY;
  if (plugin?.search) return plugin.search({ parsed, order: input.order, page: input.page, size: input.size }, viewer);
  const filter = await resolve(db, viewer, parsed);
  if (!filter) {
    if (input.page > 1) throw errors.notFound();
    return EMPTY;
  }
  const offset = (input.page - 1) * input.size;
  const [count, rows] = await Promise.all([countHits(db, filter), pageOfHits(db, filter, input.order, input.size, offset)]);
  if (input.page > 1 && rows.length === 0) throw errors.notFound();
  return {
    count,
    list: rows.map((r) => presentHit(r, canReadContent(viewer, { user_id: r.post_user_id, content_type: r.content_type, score: r.score }))),
  };
}
