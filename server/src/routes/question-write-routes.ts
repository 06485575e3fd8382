import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireActivated } from '../plugins/auth.js';
import { findSimilarQuestions, searchQuestionTags } from '../services/post-write/question-lookup-service.js';
import { addQuestion, updateQuestion } from '../services/post-write/question-write-service.js';
import type { SiteState } from '../state/site-state.js';

/** Ask and edit posts (activated users; the service checks who may edit), and the ask page's two helpers (public data). */
export async function questionWriteRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.post(endpoints.addQuestion.path, { preHandler: requireActivated }, async (req) =>
    ok(req, await addQuestion(state.db, req.user!, req.body, req.lang)),
  );
  app.put(endpoints.updateQuestion.path, { preHandler: requireActivated }, async (req) =>
    ok(req, await updateQuestion(state.db, req.user!, req.body, req.lang)),
  );
  app.get(endpoints.getSimilarQuestions.path, async (req) => ok(req, await findSimilarQuestions(state.db, req.query)));
  app.get(endpoints.getQuestionTags.path, async (req) => ok(req, await searchQuestionTags(state.db, req.query)));
}
