import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireLogin } from '../plugins/auth.js';
import { presentLoggedUser } from '../presenters/user-presenter.js';
import { revokeSession } from '../services/session-service.js';
import { loginByEmail } from '../services/user-service.js';
import type { SiteState } from '../state/site-state.js';

export async function userRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  // Anonymous or an invalid token: 200 with data null (the client then shows the logged-out UI).
  app.get(endpoints.getUserInfo.path, async (req) => ok(req, req.user ? presentLoggedUser(req.user, req.token!) : null));
  const loginDeps = { state, captcha: app.captcha, limiter: app.rateLimit };
  app.post(endpoints.loginByEmail.path, async (req) => ok(req, await loginByEmail(loginDeps, req.body, req.ip)));
  app.get(endpoints.logout.path, { preHandler: requireLogin }, async (req) => {
    await revokeSession(state.db, req.token!);
    return ok(req, null);
  });
}
