import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { getQuestionInfo, listQuestions } from '../services/question-service.js';
import type { SiteState } from '../state/site-state.js';

export async function questionRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.get(endpoints.getQuestionPage.path, async (req) => ok(req, await listQuestions(state.db, req.user, req.query)));
  app.get(endpoints.getQuestionInfo.path, async (req) => ok(req, await getQuestionInfo(state.db, req.user, req.query)));
}
