import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getQuestionInvites, searchUsers, updateQuestionInvites } from '../services/post-state/invite-service.js';
import { followObject, switchCollection } from '../services/post-state/marks-service.js';
import { closeQuestion, deleteQuestion, operateQuestion, recoverQuestion, reopenQuestion } from '../services/post-state/post-state-service.js';
import { similarByTag } from '../services/post-state/related-service.js';
import type { SiteState } from '../state/site-state.js';

/** Post states, bookmarks, follows, related posts, invitations (who may do what: policies/post-policy.ts). */
export async function questionStateRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  route(app, e.closeQuestion, ({ user, body }) => closeQuestion(state.db, user, body));
  route(app, e.reopenQuestion, ({ user, body }) => reopenQuestion(state.db, user, body));
  route(app, e.operateQuestion, ({ user, body }) => operateQuestion(state.db, user, body));
  route(app, e.deleteQuestion, ({ user, body }) => deleteQuestion(state.db, user, body));
  route(app, e.recoverQuestion, ({ user, body }) => recoverQuestion(state.db, user, body));
  route(app, e.switchCollection, ({ user, body }) => switchCollection(state.db, user, body));
  route(app, e.followObject, ({ user, body }) => followObject(state.db, user, body));
  route(app, e.getSimilarByTag, ({ user, query }) => similarByTag(state.db, user, query));
  route(app, e.getQuestionInvite, ({ user, query }) => getQuestionInvites(state.db, user, query));
  route(app, e.updateQuestionInvite, ({ user, body }) => updateQuestionInvites(state.db, user, body));
  route(app, e.searchUserInfo, ({ query }) => searchUsers(state.db, query));
}
