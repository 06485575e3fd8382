import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { buyQuestion } from '../services/points/buy-service.js';
import {
  decideVerification,
  decideWithdrawal,
  getVerification,
  listOwnWithdrawals,
  listVerifications,
  listWithdrawals,
  requestWithdrawal,
  submitVerification,
} from '../services/points/cash-out-service.js';
import { createRechargeBatch, listRechargeBatchPage, redeemRechargeCode } from '../services/points/recharge-service.js';
import { enterPlatform, exchangeReputation, getPointsSummary } from '../services/points/exchange-service.js';
import { grantPoints } from '../services/points/grant-service.js';
import { checkLedger } from '../services/points/ledger-check.js';
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
  route(app, e.getVerification, ({ user }) => getVerification(state.db, user));
  route(app, e.submitVerification, ({ user, body }) => submitVerification(state.db, state.env, user, body));
  route(app, e.getAdminVerifications, ({ query }) => listVerifications(state.db, state.env, query));
  route(app, e.decideVerification, ({ user, body }) => decideVerification(state.db, user, body));
  route(app, e.getWithdrawals, ({ user, query }) => listOwnWithdrawals(state.db, user, query));
  route(app, e.requestWithdrawal, ({ user, body }) => requestWithdrawal(state.db, user, body));
  route(app, e.getAdminWithdrawals, ({ query }) => listWithdrawals(state.db, query));
  route(app, e.decideWithdrawal, ({ user, body }) => decideWithdrawal(state.db, user, body));
  route(app, e.getLedgerCheck, async () => ({ checked_at: Math.floor(Date.now() / 1000), ...(await checkLedger(state.db)) }));
  route(app, e.createRechargeBatch, ({ user, body }) => createRechargeBatch(state.db, user, body));
  route(app, e.getAdminRechargeBatches, ({ query }) => listRechargeBatchPage(state.db, query));
  route(app, e.redeemRechargeCode, ({ user, body }) => redeemRechargeCode(state.db, user, body));
}
