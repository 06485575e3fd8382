import { http, type HttpHandler } from 'msw';
import {
  endpoints,
  questionAddBodySchema,
  questionTagsQuerySchema,
  questionUpdateBodySchema,
  similarQuestionQuerySchema,
  SIMILAR_QUESTIONS_MAX,
  type LoggedUser,
  type QuestionTagBasic,
} from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { canEditPost, canManageTags } from '@site/shared/policies';
import { envelopeError, errorResponses, ok, readJson } from '../envelope.js';
import { makeQuestion, makeTag, makeUserBasic } from '../factories.js';
import { actorOf, mockState, registerMockReset, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

/** The tags the tag selector offers (question/tags) and POST/PUT question accept. */
const noDescription = { parsed_text: '', excerpt: '' };
const initialTags = (): QuestionTagBasic[] => [
  { tag_id: '9001', slug_name: 'react', display_name: 'React', recommend: true, reserved: false, ...noDescription },
  { tag_id: '9002', slug_name: 'general', display_name: 'general', recommend: false, reserved: false, ...noDescription },
  { tag_id: '9003', slug_name: 'javascript', display_name: 'JavaScript', recommend: false, reserved: false, ...noDescription },
  { tag_id: '9004', slug_name: 'meta', display_name: 'meta', recommend: false, reserved: true, ...noDescription },
];
export const mockQuestionTags: QuestionTagBasic[] = initialTags();
registerMockReset(() => mockQuestionTags.splice(0, mockQuestionTags.length, ...initialTags()));

const tagsField = (key: string, tag: string) =>
  errorResponses.fieldErrors([{ error_field: 'tags', error_msg: translate(key).replace('{tag}', tag) }]);
const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  errorResponses.invalid(issues.map((i) => ({ ...i, path: i.path[0] === 'tags' ? ['tags'] : i.path })));

/** Members use existing, unreserved tags; staff (the shared canManageTags) may add reserved and new ones. */
function checkTags(user: LoggedUser, slugs: string[]) {
  for (const slug of slugs) {
    const tag = mockQuestionTags.find((t) => t.slug_name === slug.toLowerCase());
    if (!tag && !canManageTags(actorOf(user))) return tagsField('error.question.tag_not_found', slug);
    if (tag?.reserved && !canManageTags(actorOf(user))) return tagsField('error.question.tag_reserved', tag.display_name);
  }
  return null;
}
const briefOf = (slug: string) => {
  const t = mockQuestionTags.find((x) => x.slug_name === slug.toLowerCase());
  return makeTag({ slug_name: slug.toLowerCase(), display_name: t?.display_name ?? slug, recommend: t?.recommend ?? false, reserved: t?.reserved ?? false });
};
const urlTitleOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** POST/PUT question (into mockState.questions, so question/info and lists show them), question/similar, question/tags. */
export const questionWriteHandlers: HttpHandler[] = [
  http.post(anyOrigin(endpoints.addQuestion.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    if (user.mail_status !== 1) return errorResponses.forbidden('inactive');
    const parsed = questionAddBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const b = parsed.data;
    const bad = checkTags(user, b.tags.map((t) => t.slug_name));
    if (bad) return bad;
    const q = makeQuestion({
      title: b.title,
      url_title: urlTitleOf(b.title),
      description: b.content.slice(0, 200),
      content_type: b.content_type,
      tags: b.tags.map((t) => briefOf(t.slug_name)),
      operator: makeUserBasic({ id: user.id, username: user.username, display_name: user.display_name }),
    });
    mockState.questions.unshift(q);
    return ok({ id: q.id, url_title: q.url_title });
  }),
  http.put(anyOrigin(endpoints.updateQuestion.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = questionUpdateBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const b = parsed.data;
    const q = mockState.questions.find((x) => x.id === b.id && x.status !== 10);
    if (!q) return errorResponses.notFound('error.question.not_found');
    if (!canEditPost(actorOf(user), { user_id: q.operator?.id ?? '' })) return envelopeError(403, 'error.question.edit_forbidden');
    const bad = checkTags(user, b.tags.map((t) => t.slug_name).filter((s) => !q.tags.some((t) => t.slug_name === s)));
    if (bad) return bad;
    Object.assign(q, { title: b.title, url_title: urlTitleOf(b.title), description: b.content.slice(0, 200), tags: b.tags.map((t) => briefOf(t.slug_name)) });
    return ok({ id: q.id, url_title: q.url_title });
  }),
  http.get(anyOrigin(endpoints.getSimilarQuestions.path), ({ request }) => {
    const parsed = similarQuestionQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const words = parsed.data.title.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
    if (words.length === 0) return ok({ count: 0, list: [] });
    const list = mockState.questions
      .filter((q) => q.status !== 10 && q.show === 1 && words.some((w) => q.title.toLowerCase().includes(w)))
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
    return ok({ count: list.length, list });
  }),
  http.get(anyOrigin(endpoints.getQuestionTags.path), ({ request }) => {
    const parsed = questionTagsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const needle = parsed.data.tag.toLowerCase();
    const list = needle
      ? mockQuestionTags.filter((t) => t.slug_name.startsWith(needle) || t.display_name.toLowerCase().startsWith(needle))
      : mockQuestionTags.filter((t) => t.recommend);
    return ok([...list].sort((a, b) => Number(b.recommend) - Number(a.recommend)));
  }),
];
