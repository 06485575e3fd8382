import type { HttpHandler } from 'msw';
import { endpoints, AnswerStatus, type AnswerInfo, type LoggedUser } from '@site/shared/contract';
import { answerMemberActions, canEditAnswer, canViewAnswer, type AnswerFacts } from '@site/shared/policies';
import { envelopeError, errorResponses } from '../envelope.js';
import { FIXTURE_NOW, makeQuestionInfo, makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { actorOf, mockState, registerMockReset } from '../state.js';

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
const notFound = () => errorResponses.notFound('error.answer.not_found');
const html = (content: string) => `<p>${content.replace(/</g, '&lt;')}</p>`;

/**
 * answer/page, info, add, update, delete, recover, acceptance and the editable check, over `mockAnswers`. Who sees an
 * answer and its menu are the shared rules; the writes only record the change (the server's refusals, e.g. deleting
 * one's accepted answer, are a test's `cannedAnswer`).
 */
export const answerHandlers: HttpHandler[] = [
  handle(endpoints.getAnswerPage, ({ query, user }) => {
    const asker = { user_id: questionOf(query.question_id)?.operator?.id ?? '' };
    const visible = [...mockAnswers.values()].filter((a) => a.question_id === query.question_id && canViewAnswer(actorOf(user), factsOf(a), asker));
    visible.sort((a, b) => b.accepted - a.accepted || (query.order === 'created' ? b.create_time - a.create_time : b.vote_count - a.vote_count));
    const start = (query.page - 1) * query.page_size;
    return { count: visible.length, list: visible.slice(start, start + query.page_size).map((a) => view(user, a)) };
  }),
  handle(endpoints.getAnswerInfo, ({ query, user }) => {
    const a = mockAnswers.get(query.id);
    return a ? detail(user, a) : notFound();
  }),
  handle(endpoints.checkEditable, ({ query, user }) => {
    const a = mockAnswers.get(query.id);
    if (!a) return errorResponses.notFound('error.object.not_found');
    // Anyone may suggest an edit of a live answer (the server also refuses others' private plans and a second suggestion).
    if (canEditAnswer(actorOf(user), factsOf(a)) || a.status !== AnswerStatus.deleted) return true;
    return envelopeError(400, 'error.answer.edit_deleted');
  }),
  handle(endpoints.addAnswer, ({ body, user }) => {
    const { question_id, content, is_private } = body;
    const a = makeAnswer({ question_id, content, html: html(content), is_private, user_info: asBasic(user), create_time: FIXTURE_NOW });
    mockAnswers.set(a.id, a);
    return detail(user, a);
  }),
  handle(endpoints.updateAnswer, ({ body, user }) => {
    const a = mockAnswers.get(body.id);
    if (!a) return notFound();
    const next = { ...a, content: body.content, html: html(body.content), edit_time: FIXTURE_NOW };
    mockAnswers.set(a.id, next);
    return { info: view(user, next), wait_for_review: false };
  }),
  handle(endpoints.removeAnswer, ({ body }) => {
    const a = mockAnswers.get(body.id);
    if (!a) return notFound();
    mockAnswers.set(a.id, { ...a, status: AnswerStatus.deleted });
    return null;
  }),
  handle(endpoints.recoverAnswer, ({ body }) => {
    const a = mockAnswers.get(body.answer_id);
    if (!a) return notFound();
    mockAnswers.set(a.id, { ...a, status: AnswerStatus.normal });
    return null;
  }),
  handle(endpoints.acceptAnswer, ({ body }) => {
    const q = questionOf(body.question_id);
    if (!q) return errorResponses.notFound('error.question.not_found');
    const target = body.answer_id === '0' ? '' : body.answer_id;
    for (const a of mockAnswers.values()) {
      if (a.question_id === q.id) mockAnswers.set(a.id, { ...a, accepted: a.id === target ? 2 : 1 });
    }
    q.accepted_answer_id = target || '0';
    return null;
  }),
];
