import { http } from 'msw';
import { endpoints, questionInfoQuerySchema, questionPageQuerySchema } from '@site/shared/contract';
import { errorResponses, ok } from '../envelope.js';
import { makeQuestionInfo } from '../factories.js';
import { mockState, userFromRequest } from '../state.js';
import { canSeePost, detailFor } from './question-state.js';
import { anyOrigin } from './paths.js';

const fieldErrorsOf = (issues: { path: PropertyKey[]; message: string }[]) =>
  errorResponses.fieldErrors(issues.map((i) => ({ error_field: String(i.path[0] ?? ''), error_msg: i.message })));

/** question/page (content_type filter, tag filter, pagination, pinned first) and question/info. */
export const questionHandlers = [
  http.get(anyOrigin(endpoints.getQuestionPage.path), ({ request }) => {
    if (!mockState.installed) return errorResponses.notInstalled();
    const query = questionPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fieldErrorsOf(query.error.issues);
    const { page, page_size, content_type, tag, order } = query.data;
    // Deleted and unlisted posts are never listed.
    let list = mockState.questions.filter((q) => q.status !== 10 && q.show === 1);
    if (content_type) list = list.filter((q) => q.content_type === content_type);
    if (tag) list = list.filter((q) => q.tags.some((t) => t.slug_name === tag));
    if (order === 'unanswered') list = list.filter((q) => q.answer_count === 0);
    if (order === 'score') list = [...list].sort((a, b) => b.vote_count - a.vote_count);
    else list = [...list].sort((a, b) => b.pin - a.pin || b.created_at - a.created_at);
    const start = (page - 1) * page_size;
    if (start > 0 && start >= list.length) return errorResponses.notFound();
    return ok({ count: list.length, list: list.slice(start, start + page_size) });
  }),
  http.get(anyOrigin(endpoints.getQuestionInfo.path), ({ request }) => {
    if (!mockState.installed) return errorResponses.notInstalled();
    const query = questionInfoQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fieldErrorsOf(query.error.issues);
    const item = mockState.questions.find((q) => q.id === query.data.id);
    const viewer = userFromRequest(request);
    if (!item || !canSeePost(item, viewer)) return errorResponses.notFound('error.question.not_found');
    return ok(detailFor(makeQuestionInfo({}, item), item, viewer));
  }),
  // Canned: the member has bookmarked the first two fixture posts (which posts a member bookmarked is the server's).
  http.get(anyOrigin(endpoints.getPersonalCollectionPage.path), ({ request }) => {
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    const list = mockState.questions.slice(0, 2);
    return ok({ count: list.length, list });
  }),
];
