import { endpoints, type Access } from '@site/shared/contract';
import { accessRefusal, type AccessRefusal } from '@site/shared/policies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors, type AppError } from '../errors/app-error.js';
import { actorOf, isSuspended } from '../policies/user-policy.js';
import type { UserRow } from '../repositories/users-repo.js';
import { SessionCache } from '../services/account/session-cache.js';
import { resolveSession, type RememberedSessions } from '../services/account/session-service.js';
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

/**
 * The preHandler of an access group (api-conventions "Route groups"); the rule itself is the shared
 * `accessRefusal`, which the mock server answers with too. The auth hook leaves a suspended member's token out of
 * `req.user` (fail closed) and keeps it in `req.suspendedUser`, so that member gets 403 suspended rather than 401:
 * the client then shows the suspended page, not the login page.
 */
export function requireAccess(access: Access): (req: FastifyRequest) => Promise<void> {
  return async (req) => {
    const refusal = accessRefusal(actorOf(req.user ?? req.suspendedUser), access);
    if (refusal) throw REFUSALS[refusal]();
  };
}

const REFUSALS: Record<AccessRefusal, () => AppError> = {
  unauthorized: () => errors.unauthorized(),
  suspended: () => errors.suspended(),
  inactive: () => errors.forbidden('inactive', 'error.user.inactive'),
  forbidden: () => errors.forbidden(),
};

/** How long a remembered session may go unchecked when no API write happens (changes made by background work). */
const SESSION_MAX_AGE_MS = 10_000;

/**
 * Resolves the token on API requests only (static files never touch the database). A suspended user's token counts
 * as no login everywhere (fail closed: a route that only looks at `req.user` cannot let them act) except GET
 * user/info, which still answers the user so the client can show the suspended page.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  // Sessions are remembered under the anonymous cache's write generation (registered after this plugin; read per
  // request). Logout, password changes, suspensions and role changes are all API writes, so each moves it on.
  const sessions: RememberedSessions = {
    cache: new SessionCache(SESSION_MAX_AGE_MS),
    generation: () => app.anonymousCache.generation(),
  };
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('suspendedUser', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/answer/') || !opts.state.handle) return;
    const token = readToken(req);
    if (!token) return;
    const user = await resolveSession(opts.state.handle.db, token, sessions);
    if (user && isSuspended(user) && !(req.method === 'GET' && req.routeOptions.url === endpoints.getUserInfo.path)) {
      req.suspendedUser = user;
    } else if (user) {
      req.user = user;
      req.token = token;
    }
  });
});
