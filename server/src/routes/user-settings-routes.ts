import { endpoints } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors/app-error.js';
import { ok } from '../http/envelope.js';
import { requireLogin } from '../plugins/auth.js';
import { isSuspended } from '../policies/user-policy.js';
import {
  getNotificationConfig,
  updateNotificationConfig,
  updateUserInfo,
  updateUserInterface,
} from '../services/user-settings-service.js';
import type { SiteState } from '../state/site-state.js';

/** Settings need a login (activation not required) and are closed to a suspended user (403 type suspended). */
async function requireNotSuspended(req: FastifyRequest) {
  if (req.user && isSuspended(req.user)) throw errors.forbidden('suspended', 'error.user.suspended');
}
const member = { preHandler: [requireLogin, requireNotSuspended] };

/** The user's own settings: profile, interface, notifications. */
export async function userSettingsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.put(endpoints.updateUserInfo.path, member, async (req) => ok(req, await updateUserInfo(state, app.uploads, req.user!, req.body)));
  app.put(endpoints.updateUserInterface.path, member, async (req) => ok(req, await updateUserInterface(state, req.user!, req.body)));
  app.get(endpoints.getNotificationConfig.path, member, async (req) => ok(req, await getNotificationConfig(state, req.user!)));
  app.put(endpoints.updateNotificationConfig.path, member, async (req) =>
    ok(req, await updateNotificationConfig(state, req.user!, req.body)),
  );
}
