import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireActivated, requireLogin } from '../plugins/auth.js';
import { getQuestionInvites, searchUsers, updateQuestionInvites } from '../services/post-state/invite-service.js';
import { followObject, switchCollection } from '../services/post-state/marks-service.js';
import { closeQuestion, deleteQuestion, operateQuestion, recoverQuestion, reopenQuestion } from '../services/post-state/post-state-service.js';
import { similarByTag } from '../services/post-state/related-service.js';
import type { SiteState } from '../state/site-state.js';

/** Post states, bookmarks, follows, related posts, invitations (who may do what: policies/post-policy.ts). */
export async function questionStateRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const activated = { preHandler: requireActivated };
  const e = endpoints;
  app.put(e.closeQuestion.path, activated, async (req) => ok(req, await closeQuestion(state.db, req.user!, req.body)));
  app.put(e.reopenQuestion.path, activated, async (req) => ok(req, await reopenQuestion(state.db, req.user!, req.body)));
  app.put(e.operateQuestion.path, activated, async (req) => ok(req, await operateQuestion(state.db, req.user!, req.body)));
  app.delete(e.deleteQuestion.path, activated, async (req) => ok(req, await deleteQuestion(state.db, req.user!, req.body)));
  app.post(e.recoverQuestion.path, activated, async (req) => ok(req, await recoverQuestion(state.db, req.user!, req.body)));
  app.post(e.switchCollection.path, activated, async (req) => ok(req, await switchCollection(state.db, req.user!, req.body)));
  app.post(e.followObject.path, activated, async (req) => ok(req, await followObject(state.db, req.user!, req.body)));
  app.get(e.getSimilarByTag.path, async (req) => ok(req, await similarByTag(state.db, req.user, req.query)));
  app.get(e.getQuestionInvite.path, async (req) => ok(req, await getQuestionInvites(state.db, req.user, req.query)));
  app.put(e.updateQuestionInvite.path, activated, async (req) => ok(req, await updateQuestionInvites(state.db, req.user!, req.body)));
  app.get(e.searchUserInfo.path, { preHandler: requireLogin }, async (req) => ok(req, await searchUsers(state.db, req.query)));
}
