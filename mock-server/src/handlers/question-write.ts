import type { HttpHandler } from 'msw';
import { endpoints, SIMILAR_QUESTIONS_MAX, type QuestionTagBasic } from '@site/shared/contract';
import { canEditPost, isEditable } from '@site/shared/policies';
import { errorResponses } from '../envelope.js';
import { makeQuestion, makeTag, makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { actorOf, mockState, registerMockReset } from '../state.js';

// Asking and editing record the post in mockState.questions, so question/info and the lists show it. Which tags a
// member may use (unknown, reserved) is the server's rule over its tags: a test that needs the refusal cans it.

/** The tags the tag selector offers (question/tags); a written post's tags take their names and flags from here. */
const noDescription = { parsed_text: '', excerpt: '' };
const initialTags = (): QuestionTagBasic[] => [
  { tag_id: '9001', slug_name: 'react', display_name: 'React', recommend: true, reserved: false, ...noDescription },
  { tag_id: '9002', slug_name: 'general', display_name: 'general', recommend: false, reserved: false, ...noDescription },
  { tag_id: '9003', slug_name: 'javascript', display_name: 'JavaScript', recommend: false, reserved: false, ...noDescription },
  { tag_id: '9004', slug_name: 'meta', display_name: 'meta', recommend: false, reserved: true, ...noDescription },
];
export const mockQuestionTags: QuestionTagBasic[] = initialTags();
registerMockReset(() => mockQuestionTags.splice(0, mockQuestionTags.length, ...initialTags()));

const briefOf = (slug: string) => {
  const t = mockQuestionTags.find((x) => x.slug_name === slug.toLowerCase());
  return makeTag({ slug_name: slug.toLowerCase(), display_name: t?.display_name ?? slug, recommend: t?.recommend ?? false, reserved: t?.reserved ?? false });
};
const urlTitleOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** POST/PUT question, question/similar, question/tags. */
export const questionWriteHandlers: HttpHandler[] = [
  handle(endpoints.addQuestion, ({ body, user }) => {
    const q = makeQuestion({
      title: body.title,
      url_title: urlTitleOf(body.title),
      description: body.content.slice(0, 200),
      content_type: body.content_type,
      tags: body.tags.map((t) => briefOf(t.slug_name)),
      operator: makeUserBasic({ id: user.id, username: user.username, display_name: user.display_name }),
    });
    mockState.questions.unshift(q);
    return { id: q.id, url_title: q.url_title };
  }),
  handle(endpoints.updateQuestion, ({ body, user }) => {
    const q = mockState.questions.find((x) => x.id === body.id);
    if (!q || !isEditable(q)) return errorResponses.notFound('error.question.not_found');
    // Another member's edit is a suggestion: the fixture post stays as it is (who edits directly is the server's).
    if (!canEditPost(actorOf(user), { user_id: q.operator?.id ?? '' })) return { id: q.id, url_title: q.url_title, wait_for_review: true };
    Object.assign(q, { title: body.title, url_title: urlTitleOf(body.title), description: body.content.slice(0, 200), tags: body.tags.map((t) => briefOf(t.slug_name)) });
    return { id: q.id, url_title: q.url_title, wait_for_review: false };
  }),
  handle(endpoints.getSimilarQuestions, ({ query }) => {
    const words = query.title.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
    if (words.length === 0) return { count: 0, list: [] };
    // Every fixture post counts as listed (which states are is the server's rule), as in question/page.
    const list = mockState.questions
      .filter((q) => words.some((w) => q.title.toLowerCase().includes(w)))
      .slice(0, SIMILAR_QUESTIONS_MAX)
      .map((q) => ({
        id: q.id,
        title: q.title,
        url_title: q.url_title,
        content_type: q.content_type,
        status: q.status,
        answer_count: q.answer_count,
        accepted_answer: q.accepted_answer_id !== '0',
      }));
    return { count: list.length, list };
  }),
  handle(endpoints.getQuestionTags, ({ query }) => {
    const needle = query.tag.toLowerCase();
    const list = needle
      ? mockQuestionTags.filter((t) => t.slug_name.startsWith(needle) || t.display_name.toLowerCase().startsWith(needle))
      : mockQuestionTags.filter((t) => t.recommend);
    return [...list].sort((a, b) => Number(b.recommend) - Number(a.recommend));
  }),
];
