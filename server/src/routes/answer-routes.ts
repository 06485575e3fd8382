import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireActivated } from '../plugins/auth.js';
import { getAnswerInfo, listAnswerPage } from '../services/answer/answer-read-service.js';
import { acceptAnswer, recoverAnswer, removeAnswer } from '../services/answer/answer-state-service.js';
import { addAnswer, updateAnswer } from '../services/answer/answer-write-service.js';
import { checkEditable } from '../services/answer/edit-check-service.js';
import type { SiteState } from '../state/site-state.js';

const activated = { preHandler: [requireActivated] };

/** Answers and acceptance: reads are open (optional login), every change needs an activated account. */
export async function answerRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.get(endpoints.getAnswerPage.path, async (req) => ok(req, await listAnswerPage(state.db, req.user, req.query)));
  app.get(endpoints.getAnswerInfo.path, async (req) => ok(req, await getAnswerInfo(state.db, req.user, req.query)));
  app.post(endpoints.addAnswer.path, activated, async (req) => ok(req, await addAnswer(state.db, req.user!, req.body)));
  app.put(endpoints.updateAnswer.path, activated, async (req) => ok(req, await updateAnswer(state.db, req.user!, req.body)));
  app.delete(endpoints.removeAnswer.path, activated, async (req) => ok(req, await removeAnswer(state.db, req.user!, req.body)));
  app.post(endpoints.recoverAnswer.path, activated, async (req) => ok(req, await recoverAnswer(state.db, req.user!, req.body)));
  app.post(endpoints.acceptAnswer.path, activated, async (req) => ok(req, await acceptAnswer(state.db, req.user!, req.body)));
  app.get(endpoints.checkEditable.path, activated, async (req) => ok(req, await checkEditable(state.db, req.user!, req.query)));
}
