import type { HttpHandler } from 'msw';
import { endpoints, PostStatus, type QuestionListItem, type SearchDesc, type SearchResult } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { mockState, registerMockReset } from '../state.js';

// Search answers the hits a test sets, whatever the query: what a query matches (the syntax of spec section 5, the
// states searched, the order) is the server's, so a test that shows hits gives them and checks what was asked.

/** A post as a search hit. */
export function makePostHit(p: QuestionListItem): SearchResult {
  return {
    object_type: 'question',
    object: {
      id: p.id,
      question_id: p.id,
      title: p.title,
      url_title: p.url_title,
      excerpt: p.description,
      created_at: p.created_at,
      vote_count: p.vote_count,
      answer_count: p.answer_count,
      accepted: p.accepted_answer_id !== '0',
      user_info: p.operator,
      tags: p.tags,
      status: p.status === PostStatus.closed ? 'closed' : 'available',
      content_type: p.content_type,
    },
  };
}

/** An answer on post `p` as a search hit. */
export function makeAnswerHit(p: QuestionListItem, a: { id: string; text: string; vote_count?: number; username: string }): SearchResult {
  const post = makePostHit(p).object;
  return {
    object_type: 'answer',
    object: { ...post, id: a.id, excerpt: a.text, vote_count: a.vote_count ?? 0, accepted: false, user_info: makeUserBasic({ username: a.username }) },
  };
}

/**
 * What GET search answers for a non-empty query (`hits`: null is every fixture post, then two answers on the first
 * posts), and the search plugin's credit (none by default).
 */
export const mockSearch: { hits: SearchResult[] | null; desc: SearchDesc } = { hits: null, desc: { icon: '', link: '' } };
function reset() {
  mockSearch.hits = null;
  mockSearch.desc = { icon: '', link: '' };
}
reset();
registerMockReset(reset);

function defaultHits(): SearchResult[] {
  const [first, second] = mockState.questions;
  return [
    ...mockState.questions.map(makePostHit),
    ...(first ? [makeAnswerHit(first, { id: '5001', text: 'Try the official guide first.', vote_count: 4, username: 'bob' })] : []),
    ...(second ? [makeAnswerHit(second, { id: '5002', text: 'A second guide answer.', vote_count: 1, username: 'carol' })] : []),
  ];
}

/** GET search (the hits of mockSearch, paginated; nothing for an empty query) and GET search/desc. */
export const searchHandlers: HttpHandler[] = [
  handle(endpoints.getSearch, ({ query }) => {
    const { q, page, size } = query;
    if (!q.trim()) return { count: 0, list: [] };
    const hits = mockSearch.hits ?? defaultHits();
    const start = (page - 1) * size;
    if (start > 0 && start >= hits.length) return errorResponses.notFound();
    return { count: hits.length, list: hits.slice(start, start + size) };
  }),
  handle(endpoints.getSearchDesc, () => mockSearch.desc),
];
