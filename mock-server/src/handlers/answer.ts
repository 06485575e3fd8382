import { http, type HttpHandler } from 'msw';
import {
  acceptAnswerBodySchema,
  answerAddBodySchema,
  answerInfoQuerySchema,
  answerPageQuerySchema,
  answerRecoverBodySchema,
  answerRemoveBodySchema,
  answerUpdateBodySchema,
  editCheckQuerySchema,
  endpoints,
  AnswerStatus,
  type AnswerInfo,
  type LoggedUser,
} from '@site/shared/contract';
import { answerMemberActions, canEditAnswer, canViewAnswer, type AnswerFacts } from '@site/shared/policies';
import { envelopeError, errorResponses, ok, readJson } from '../envelope.js';
import { FIXTURE_NOW, makeQuestionInfo, makeUserBasic } from '../factories.js';
import { actorOf, mockState, registerMockReset, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

/** Answers by id; tests add their own with `makeAnswer` and `mockAnswers.set`. */
export const mockAnswers = new Map<string, AnswerInfo>();
let nextId = 5000;
registerMockReset(() => {
  mockAnswers.clear();
  nextId = 5000;
});

const asBasic = (u: LoggedUser) => makeUserBasic({ id: u.id, username: u.username, display_name: u.display_name, rank: u.rank });

/** An answer as answer/page serves it. */
export function makeAnswer(overrides: Partial<AnswerInfo> = {}): AnswerInfo {
  const id = overrides.id ?? String(nextId++);
  return {
    id,
    question_id: '1025',
    content: `Answer ${id} text`,
    html: `<p>Answer ${id} text</p>`,
    create_time: FIXTURE_NOW - 600,
    update_time: FIXTURE_NOW - 600,
    edit_time: 0,
    accepted: 1,
    status: 1,
    is_private: false,
    vote_count: 0,
    vote_status: '',
    collected: false,
    user_info: makeUserBasic({ id: '9', username: 'bob' }),
    member_actions: [],
    ...overrides,
  };
}

/** The answer as the shared rules (@site/shared/policies) read it. */
const factsOf = (a: AnswerInfo): AnswerFacts => ({ user_id: a.user_info.id, status: a.status, accepted: a.accepted, is_private: a.is_private });
const view = (viewer: LoggedUser | null, a: AnswerInfo): AnswerInfo => ({ ...a, member_actions: answerMemberActions(actorOf(viewer), factsOf(a)) });
const questionOf = (id: string) => mockState.questions.find((q) => q.id === id);
const detail = (viewer: LoggedUser | null, a: AnswerInfo) => {
  const q = questionOf(a.question_id);
  return { info: view(viewer, a), question: makeQuestionInfo({}, q ?? undefined) };
};
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** answer/page, info, add, update, delete, recover, acceptance and the editable check, over `mockAnswers`. */
export const answerHandlers: HttpHandler[] = [
  http.get(anyOrigin(endpoints.getAnswerPage.path), ({ request }) => {
    const q = answerPageQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const viewer = userFromRequest(request);
    const asker = { user_id: questionOf(q.data.question_id)?.operator?.id ?? '' };
    const visible = [...mockAnswers.values()].filter((a) => a.question_id === q.data.question_id && canViewAnswer(actorOf(viewer), factsOf(a), asker));
    visible.sort((a, b) => b.accepted - a.accepted || (q.data.order === 'created' ? b.create_time - a.create_time : b.vote_count - a.vote_count));
    const start = (q.data.page - 1) * q.data.page_size;
    return ok({ count: visible.length, list: visible.slice(start, start + q.data.page_size).map((a) => view(viewer, a)) });
  }),
  http.get(anyOrigin(endpoints.getAnswerInfo.path), ({ request }) => {
    const q = answerInfoQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const a = mockAnswers.get(q.data.id);
    return a ? ok(detail(userFromRequest(request), a)) : errorResponses.notFound('error.answer.not_found');
  }),
  http.get(anyOrigin(endpoints.checkEditable.path), ({ request }) => {
    const viewer = userFromRequest(request);
    if (!viewer) return errorResponses.unauthorized();
    const q = editCheckQuerySchema.safeParse(query(request));
    if (!q.success) return errorResponses.invalid(q.error.issues);
    const a = mockAnswers.get(q.data.id);
    if (!a) return errorResponses.notFound('error.object.not_found');
    if (canEditAnswer(actorOf(viewer), factsOf(a))) return ok(true);
    return envelopeError(400, a.status === AnswerStatus.deleted ? 'error.answer.edit_deleted' : 'error.answer.edit_not_allowed');
  }),
  http.post(anyOrigin(endpoints.addAnswer.path), async ({ request }) => {
    const viewer = userFromRequest(request);
    if (!viewer) return errorResponses.unauthorized();
    const body = answerAddBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const a = makeAnswer({
      question_id: body.data.question_id,
      content: body.data.content,
      html: `<p>${body.data.content.replace(/</g, '&lt;')}</p>`,
      is_private: body.data.is_private,
      user_info: asBasic(viewer),
      create_time: FIXTURE_NOW,
    });
    mockAnswers.set(a.id, a);
    return ok(detail(viewer, a));
  }),
  http.put(anyOrigin(endpoints.updateAnswer.path), async ({ request }) => {
    const viewer = userFromRequest(request);
    if (!viewer) return errorResponses.unauthorized();
    const body = answerUpdateBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const a = mockAnswers.get(body.data.id);
    if (!a) return errorResponses.notFound('error.answer.not_found');
    const next = { ...a, content: body.data.content, html: `<p>${body.data.content.replace(/</g, '&lt;')}</p>`, edit_time: FIXTURE_NOW };
    mockAnswers.set(a.id, next);
    return ok({ info: view(viewer, next), wait_for_review: false });
  }),
  http.delete(anyOrigin(endpoints.removeAnswer.path), async ({ request }) => {
    const body = answerRemoveBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const a = mockAnswers.get(body.data.id);
    if (!a) return errorResponses.notFound('error.answer.not_found');
    mockAnswers.set(a.id, { ...a, status: 10 });
    return ok(null);
  }),
  http.post(anyOrigin(endpoints.recoverAnswer.path), async ({ request }) => {
    const body = answerRecoverBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const a = mockAnswers.get(body.data.answer_id);
    if (!a) return errorResponses.notFound('error.answer.not_found');
    mockAnswers.set(a.id, { ...a, status: 1 });
    return ok(null);
  }),
  http.post(anyOrigin(endpoints.acceptAnswer.path), async ({ request }) => {
    const body = acceptAnswerBodySchema.safeParse(await readJson(request));
    if (!body.success) return errorResponses.invalid(body.error.issues);
    const q = questionOf(body.data.question_id);
    if (!q) return errorResponses.notFound('error.question.not_found');
    const target = body.data.answer_id === '0' ? '' : body.data.answer_id;
    for (const a of mockAnswers.values()) {
      if (a.question_id === q.id) mockAnswers.set(a.id, { ...a, accepted: a.id === target ? 2 : 1 });
    }
    q.accepted_answer_id = target || '0';
    return ok(null);
  }),
];
