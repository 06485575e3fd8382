import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import {
  adminAnswerPage,
  adminQuestionPage,
  updateAdminAnswerStatus,
  updateAdminQuestionStatus,
} from '../services/admin-contents/admin-contents-service.js';
import { getDashboard } from '../services/dashboard/dashboard-service.js';
import type { SiteState } from '../state/site-state.js';

/** The admin's dashboard and its contents pages (questions and answers by state, and their status changes). */
export async function adminContentsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const counters = app.counters;
  route(app, e.getDashboard, ({ req }) =>
    getDashboard({ state, pingRedis: counters.ping ? () => counters.ping!() : undefined, requestHttps: req.protocol === 'https' }),
  );
  route(app, e.getAdminQuestionPage, ({ query }) => adminQuestionPage(state.db, query));
  route(app, e.getAdminAnswerPage, ({ query }) => adminAnswerPage(state.db, query));
  route(app, e.updateAdminQuestionStatus, ({ user, body }) => updateAdminQuestionStatus(state.db, user, body));
  route(app, e.updateAdminAnswerStatus, ({ user, body }) => updateAdminAnswerStatus(state.db, user, body));
}
