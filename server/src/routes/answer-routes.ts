import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getAnswerInfo, listAnswerPage } from '../services/answer/answer-read-service.js';
import { acceptAnswer, recoverAnswer, removeAnswer } from '../services/answer/answer-state-service.js';
import { addAnswer, updateAnswer } from '../services/answer/answer-write-service.js';
import { checkEditable } from '../services/answer/edit-check-service.js';
import type { SiteState } from '../state/site-state.js';

/** Answers and acceptance (access groups: the contract; who may act on which answer: policies/answer-policy.ts). */
export async function answerRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // The database is read per request: before install there is none yet, and reading it here would stop the start.
  const { state } = opts;
  route(app, e.getAnswerPage, ({ user, query }) => listAnswerPage(state.db, user, query));
  route(app, e.getAnswerInfo, ({ user, query }) => getAnswerInfo(state.db, user, query));
  route(app, e.addAnswer, ({ user, body }) => addAnswer(state.db, user, body));
  route(app, e.updateAnswer, ({ user, body }) => updateAnswer(state.db, user, body));
  route(app, e.removeAnswer, ({ user, body }) => removeAnswer(state.db, user, body));
  route(app, e.recoverAnswer, ({ user, body }) => recoverAnswer(state.db, user, body));
  route(app, e.acceptAnswer, ({ user, body }) => acceptAnswer(state.db, user, body));
  route(app, e.checkEditable, ({ user, query }) => checkEditable(state.db, user, query));
}
