import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import {
  getSiteLoginSettings,
  getSiteUsersSettings,
  updateSiteLoginSettings,
  updateSiteUsersSettings,
} from '../services/admin-users/admin-users-service.js';
import { getSiteInterfaceSettings, updateSiteInterfaceSettings } from '../services/site/site-interface-service.js';
import type { SiteState } from '../state/site-state.js';

/**
 * Admin login settings (registration, password login, private site), users settings (what users may edit) and
 * interface settings (the site's language and time zone).
 */
export async function adminSiteSettingsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getSiteLoginSettings, () => getSiteLoginSettings(state));
  route(app, e.updateSiteLoginSettings, async ({ body }) => {
    const result = await updateSiteLoginSettings(state, body);
    app.forgetPrivateSiteSetting();
    return result;
  });
  route(app, e.getSiteUsersSettings, () => getSiteUsersSettings(state));
  route(app, e.updateSiteUsersSettings, ({ body }) => updateSiteUsersSettings(state, body));
  route(app, e.getSiteInterfaceSettings, () => getSiteInterfaceSettings(state));
  route(app, e.updateSiteInterfaceSettings, ({ body }) => updateSiteInterfaceSettings(state, body));
}
