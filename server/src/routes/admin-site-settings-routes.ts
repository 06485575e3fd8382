import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireAdmin } from '../plugins/auth.js';
import {
  getSiteLoginSettings,
  getSiteUsersSettings,
  updateSiteLoginSettings,
  updateSiteUsersSettings,
} from '../services/admin-users-service.js';
import { getSiteInterfaceSettings, updateSiteInterfaceSettings } from '../services/site-interface-service.js';
import type { SiteState } from '../state/site-state.js';

/**
 * Admin login settings (registration, password login, private site), users settings (what users may edit) and
 * interface settings (the site's language and time zone).
 */
export async function adminSiteSettingsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const admin = { preHandler: requireAdmin };
  app.get(endpoints.getSiteLoginSettings.path, admin, async (req) => ok(req, await getSiteLoginSettings(state)));
  app.put(endpoints.updateSiteLoginSettings.path, admin, async (req) => {
    const result = await updateSiteLoginSettings(state, req.body);
    app.forgetPrivateSiteSetting();
    return ok(req, result);
  });
  app.get(endpoints.getSiteUsersSettings.path, admin, async (req) => ok(req, await getSiteUsersSettings(state)));
  app.put(endpoints.updateSiteUsersSettings.path, admin, async (req) => ok(req, await updateSiteUsersSettings(state, req.body)));
  app.get(endpoints.getSiteInterfaceSettings.path, admin, async (req) => ok(req, await getSiteInterfaceSettings(state)));
  app.put(endpoints.updateSiteInterfaceSettings.path, admin, async (req) => ok(req, await updateSiteInterfaceSettings(state, req.body)));
}
