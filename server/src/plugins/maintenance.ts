import { API_PREFIX, endpoints as e, type AnyEndpoint } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaff } from '../policies/user-policy.js';
import { isMaintenanceOn } from '../services/site/maintenance-service.js';
import { TtlCache } from '../services/cache/ttl-cache.js';
import type { SiteState } from '../state/site-state.js';
import { errors } from '../errors/app-error.js';

/**
 * The calls anyone may still make while the site is under maintenance: what the shell needs to start (settings,
 * languages, plugins, the current user, the hosting agent) and what staff need to log in and out (password login
 * with its captcha, third-party logins). Everything else answers non-staff 503 error.site.maintenance.
 */
const OPEN_ENDPOINTS: readonly AnyEndpoint[] = [
  e.getSiteInfo,
  e.getLanguageOptions,
  e.getLanguageConfig,
  e.getPluginStatus,
  e.getUserInfo,
  e.getUserCenterAgent,
  e.loginByEmail,
  e.getActionRecord,
  e.logout,
  e.getConnectorInfo,
];
const OPEN = new Set(OPEN_ENDPOINTS.map((x) => `${x.method} ${x.path}`));
// Third-party login's two redirects (plain routes, not contract entries).
const OPEN_PLAIN = new Set([`GET ${API_PREFIX}/connector/login/:name`, `GET ${API_PREFIX}/connector/redirect/:name`]);

/** Whether a call (method and registered route URL) stays open during maintenance. */
export function isOpenDuringMaintenance(method: string, url: string | undefined): boolean {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
  return OPEN.has(key) || OPEN_PLAIN.has(key);
}

/**
 * Maintenance mode: members and visitors are refused every API call but the open ones with 503; admins and
 * moderators keep working. Pages (HTML, assets, remotes) are served as usual: the shell shows the maintenance page.
 * Runs after the auth hook (it needs the caller) and before the anonymous cache (a cached answer must not slip
 * through). The switch is re-read at most every 2 s per instance; a change on this instance applies at once.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const cache = new TtlCache<boolean>(2_000, 1);
  const isOn = () => cache.get('maintenance', () => isMaintenanceOn(opts.state.db));
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (!opts.state.handle || !req.url.startsWith('/answer/')) return;
    if (req.user && isStaff(req.user)) return;
    if (isOpenDuringMaintenance(req.method, req.routeOptions.url)) return;
    if (await isOn()) throw errors.maintenance();
  });
  app.decorate('forgetMaintenanceSetting', () => cache.clear());
});

declare module 'fastify' {
  interface FastifyInstance {
    forgetMaintenanceSetting: () => void;
  }
}
