import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { presentLoggedUser } from '../presenters/user-presenter.js';
import { revokeSession } from '../services/account/session-service.js';
import { loginByEmail } from '../services/account/login-service.js';
import type { SiteState } from '../state/site-state.js';

export async function userRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  // Anonymous or an invalid token: 200 with data null (the client then shows the logged-out UI).
  route(app, e.getUserInfo, ({ user, req }) => (user ? presentLoggedUser(user, req.token!) : null));
  const loginDeps = { state, captcha: app.captcha, limiter: app.rateLimit };
  route(app, e.loginByEmail, ({ req, body }) => loginByEmail(loginDeps, req.ip, body));
  // A GET that writes: marked so the write generation moves on, and the token's remembered session with it.
  route(
    app,
    e.logout,
    async ({ req }) => {
      await revokeSession(state.db, req.token!);
      return null;
    },
    { config: { writes: true } },
  );
}
