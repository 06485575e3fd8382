import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';
import { isActivated, isAdmin, isStaff, isSuspended } from '../policies/user-policy.js';
import type { UserRow } from '../repositories/users-repo.js';
import { resolveSession } from '../services/session-service.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged user (null when anonymous or the token is not valid). Set for every API request. */
    user: UserRow | null;
    /** The raw access token the request carried (for user/info and logout). */
    token: string | null;
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
export async function requireLogin(req: FastifyRequest) {
  if (!req.user) throw errors.unauthorized();
}
/** Logged in, not suspended, e-mail activated. */
export async function requireActivated(req: FastifyRequest) {
  if (!req.user) throw errors.unauthorized();
  if (isSuspended(req.user)) throw errors.forbidden('suspended', 'error.user.suspended');
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

/** Resolves the token on API requests only (static files never touch the database). */
export const authPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/answer/') || !opts.state.handle) return;
    const token = readToken(req);
    if (!token) return;
    const user = await resolveSession(opts.state.handle.db, token);
    if (user) {
      req.user = user;
      req.token = token;
    }
  });
});
