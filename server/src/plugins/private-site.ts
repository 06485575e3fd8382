import { API_PREFIX } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';
import { readSetting } from '../repositories/settings-repo.js';
import { TtlCache } from '../services/cache/ttl-cache.js';
import type { SiteState } from '../state/site-state.js';

// Content calls (posts, answers, comments, tags, search, reactions, revisions, profiles, the user list) after API_PREFIX. Site
// settings, the current user, login, sign-up, recovery and connector calls stay open: a visitor of a private site
// must still be able to log in.
const CONTENT = /^\/(question|answer|comment|tags?|search|meta|revisions|personal)(\/|$)|^\/user\/(info\/search|ranking|staff)$/;

/** Whether a route (its registered URL) serves site content. */
export function isContentRoute(url: string | undefined): boolean {
  return !!url && url.startsWith(`${API_PREFIX}/`) && CONTENT.test(url.slice(API_PREFIX.length));
}

/**
 * A private site (the admin's login_required) answers content calls of anonymous visitors with 401 (a suspended
 * user's token with 403 suspended), like Answer's EjectUserBySiteInfo. The client's login gate alone would leave
 * the API open. The switch is re-read at most every 2 s per instance.
 */
export const privateSitePlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const cache = new TtlCache<boolean>(2_000, 1);
  const isPrivate = () =>
    cache.get('login_required', async () => {
      const login = await readSetting(opts.state.db, 'login');
      return typeof login === 'object' && login !== null && (login as { login_required?: unknown }).login_required === true;
    });
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (req.user || !opts.state.handle || !isContentRoute(req.routeOptions.url)) return;
    if (!(await isPrivate())) return;
    throw req.suspendedUser ? errors.suspended() : errors.unauthorized();
  });
  // A settings change applies at once on this instance (others within 2 s).
  app.decorate('forgetPrivateSiteSetting', () => cache.clear());
});

declare module 'fastify' {
  interface FastifyInstance {
    forgetPrivateSiteSetting: () => void;
  }
}
