import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import {
  getPersonalAnswerPage,
  getPersonalCommentPage,
  getPersonalQuestionPage,
  getPersonalRankPage,
  getPersonalTop,
  getPersonalUserInfo,
  getPersonalVotePage,
} from '../services/profile/profile-service.js';
import { getUserRanking, getUserStaff } from '../services/profile/ranking-service.js';
import type { SiteState } from '../state/site-state.js';

/** Profiles (personal/*) and the user list (user/ranking, user/staff); who sees what: services/profile. */
export async function profileRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getPersonalUserInfo, ({ user, query, req }) => getPersonalUserInfo(state.db, user, query, req.lang));
  route(app, e.getPersonalTop, ({ user, query }) => getPersonalTop(state.db, user, query));
  route(app, e.getPersonalQuestionPage, ({ user, query }) => getPersonalQuestionPage(state.db, user, query));
  route(app, e.getPersonalAnswerPage, ({ user, query }) => getPersonalAnswerPage(state.db, user, query));
  route(app, e.getPersonalCommentPage, ({ user, query, req }) => getPersonalCommentPage(state.db, user, query, req.lang));
  route(app, e.getPersonalRankPage, ({ user, query, req }) => getPersonalRankPage(state.db, user, query, req.lang));
  route(app, e.getPersonalVotePage, ({ user, query, req }) => getPersonalVotePage(state.db, user, query, req.lang));
  route(app, e.getUserRanking, () => getUserRanking(state.db));
  route(app, e.getUserStaff, ({ query }) => getUserStaff(state.db, query));
}
