import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { buyQuestion } from '../services/points/buy-service.js';
import { enterPlatform, exchangeReputation, getPointsSummary } from '../services/points/exchange-service.js';
import { grantPoints } from '../services/points/grant-service.js';
import { getAdminPointsSettings, updateAdminPointsSettings } from '../services/points/points-settings.js';
import { getStatement } from '../services/points/statement-service.js';
import type { SiteState } from '../state/site-state.js';

/** The points economy (who may: the contract's access groups; the rules: services/points). */
export async function pointsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.buyQuestion, ({ user, body }) => buyQuestion(state.db, user, body));
  route(app, e.getPointsStatement, ({ user, query }) => getStatement(state.db, user, query));
  route(app, e.getPointsSummary, ({ user }) => getPointsSummary(state.db, user));
  route(app, e.enterPlatform, ({ user }) => enterPlatform(state.db, user));
  route(app, e.exchangeReputation, ({ user }) => exchangeReputation(state.db, user));
  route(app, e.getAdminPointsSettings, () => getAdminPointsSettings(state.db));
  route(app, e.updateAdminPointsSettings, ({ body }) => updateAdminPointsSettings(state.db, body));
  route(app, e.grantPoints, ({ user, body }) => grantPoints(state.db, user, body));
}
