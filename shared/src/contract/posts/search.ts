// Contract for search (GET search, GET search/desc): request/response schemas and the endpoints that use them.
// Field names follow Apache Answer's swagger (schema.SearchResp, SearchResult, SearchObject).
import { z } from 'zod';
import { API_PREFIX, def } from '../define.js';
import { tagBriefSchema } from '../question.js';
import { userBasicSchema } from '../user.js';

export const searchOrders = ['relevance', 'newest', 'active', 'score'] as const;
export type SearchOrder = (typeof searchOrders)[number];
export const SEARCH_QUERY_MAX = 512;
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** GET search query: `q` with the syntax of spec section 5, `order`, `page`, `size` (Answer's names). */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX, { message: 'error.search.query_too_long' }).default(''),
  order: z.enum(searchOrders, { message: 'error.search.order_invalid' }).default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchObjectTypes = ['question', 'answer'] as const;

/** One hit: a post (question_id = id) or an answer (title and tags are its post's). */
export const searchObjectSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  /** Plain text from the start of the body; empty when the viewer may not read it (a priced post). */
  excerpt: z.string(),
  created_at: z.number().int(),
  vote_count: z.number().int(),
  answer_count: z.number().int(),
  /** A post with an accepted answer, or the accepted answer itself. */
  accepted: z.boolean(),
  user_info: userBasicSchema.nullable(),
  tags: z.array(tagBriefSchema),
  /** 'available' or 'closed' (the post's state). */
  status: z.string(),
  /** Product extension: the post's kind (content_type). */
  content_type: z.number().int(),
});
export type SearchObject = z.infer<typeof searchObjectSchema>;

export const searchResultSchema = z.object({ object_type: z.enum(searchObjectTypes), object: searchObjectSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({ count: z.number().int(), list: z.array(searchResultSchema) });

/** GET search/desc: the "search provided by" credit of a search plugin; both empty without one. */
export const searchDescSchema = z.object({ icon: z.string(), link: z.string() });
export type SearchDesc = z.infer<typeof searchDescSchema>;

export const searchEndpoints = {
  getSearch: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/search`, query: searchQuerySchema, response: searchResponseSchema }),
  getSearchDesc: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/search/desc`, response: searchDescSchema }),
} as const;
