import { endpoints } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';
import { isActivated, isAdmin, isStaff, isSuspended } from '../policies/user-policy.js';
import type { UserRow } from '../repositories/users-repo.js';
import { resolveSession } from '../services/account/session-service.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged user (null when anonymous or the token is not valid). Set for every API request. */
    user: UserRow | null;
    /** The raw access token the request carried (for user/info and logout). */
    token: string | null;
    /** A valid token of a suspended user, which opens nothing but GET user/info (see the auth plugin). */
    suspendedUser: UserRow | null;
  }
}

/** `Authorization: <token>` or `Bearer <token>`. */
export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

// Route groups (api-conventions "Route groups"): use as preHandler on a route or a scoped plugin.
// A suspended user's token gets 403 suspended rather than 401: the client then shows the suspended page, not login.
const notLogged = (req: FastifyRequest) => (req.suspendedUser ? errors.suspended() : errors.unauthorized());

/** Logged in and not suspended (inactive users pass: they may resend the activation mail, change settings). */
export async function requireLogin(req: FastifyRequest) {
  if (!req.user) throw notLogged(req);
}
/** Logged in, not suspended, e-mail activated. */
export async function requireActivated(req: FastifyRequest) {
  if (!req.user) throw notLogged(req);
  if (isSuspended(req.user)) throw errors.suspended();
  if (!isActivated(req.user)) throw errors.forbidden('inactive', 'error.user.inactive');
}
export async function requireAdmin(req: FastifyRequest) {
  await requireActivated(req);
  if (!isAdmin(req.user!)) throw errors.forbidden();
}
export async function requireAdminOrModerator(req: FastifyRequest) {
  await requireActivated(req);
  if (!isStaff(req.user!)) throw errors.forbidden();
}

/**
 * Resolves the token on API requests only (static files never touch the database). A suspended user's token counts
 * as no login everywhere (fail closed: a route that only looks at `req.user` cannot let them act) except GET
 * user/info, which still answers the user so the client can show the suspended page.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('suspendedUser', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/answer/') || !opts.state.handle) return;
    const token = readToken(req);
    if (!token) return;
    const user = await resolveSession(opts.state.handle.db, token);
    if (user && isSuspended(user) && !(req.method === 'GET' && req.routeOptions.url === endpoints.getUserInfo.path)) {
      req.suspendedUser = user;
    } else if (user) {
      req.user = user;
      req.token = token;
    }
  });
});
