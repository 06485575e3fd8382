import type { HttpHandler } from 'msw';
import { endpoints } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { makeQuestionInfo } from '../factories.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';
import { canSeePost, detailFor } from './question-state.js';

// The fixture posts as lists and details. `mockState.installed = false` is a test's switch for the not-installed
// site (503 on every API call), not a rule computed here.

/** question/page (the fixture posts of the kind and tag asked, paginated, pinned first), question/info, personal bookmarks. */
export const questionHandlers: HttpHandler[] = [
  handle(endpoints.getQuestionPage, ({ query }) => {
    if (!mockState.installed) return errorResponses.notInstalled();
    const { page, page_size, content_type, tag, order } = query;
    // mockState.questions is what the server lists: which states are listed, and what "unanswered" means, are the
    // server's rules (a test of a post that drops out of the list takes it out of mockState.questions).
    let list = mockState.questions;
    if (content_type) list = list.filter((q) => q.content_type === content_type);
    if (tag) list = list.filter((q) => q.tags.some((t) => t.slug_name === tag));
    if (order === 'score') list = [...list].sort((a, b) => b.vote_count - a.vote_count);
    else list = [...list].sort((a, b) => b.pin - a.pin || b.created_at - a.created_at);
    const start = (page - 1) * page_size;
    if (start > 0 && start >= list.length) return errorResponses.notFound();
    return { count: list.length, list: list.slice(start, start + page_size) };
  }),
  // Who may open a post is the shared rule (canViewPostDetail); the others get the server's 404.
  handle(endpoints.getQuestionInfo, ({ query, user }) => {
    if (!mockState.installed) return errorResponses.notInstalled();
    const item = mockState.questions.find((q) => q.id === query.id);
    if (!item || !canSeePost(item, user)) return errorResponses.notFound('error.question.not_found');
    return detailFor(makeQuestionInfo({}, item), item, user);
  }),
  // Canned: the member has bookmarked the first two fixture posts (which posts a member bookmarked is the server's).
  handle(endpoints.getPersonalCollectionPage, () => {
    const list = mockState.questions.slice(0, 2);
    return { count: list.length, list };
  }),
];
