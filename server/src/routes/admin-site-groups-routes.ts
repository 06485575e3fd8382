import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import * as settings from '../services/site/site-settings-service.js';
import { getSiteMaintenance, updateSiteMaintenance } from '../services/site/maintenance-service.js';
import type { SiteState } from '../state/site-state.js';

/**
 * Admin siteinfo/general, branding, write, seo, legal and maintenance (our extension) (Answer's `admin/api/siteinfo/<group>`), and the public
 * siteinfo/legal the /tos and /privacy pages read.
 */
export async function adminSiteGroupsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: before install there is no database yet when the routes are registered.
  const { state } = opts;
  route(app, e.getSiteGeneralSettings, () => settings.getSiteGeneralSettings(state.db));
  route(app, e.updateSiteGeneralSettings, ({ body }) => settings.updateSiteGeneralSettings(state.db, body));
  route(app, e.getSiteBrandingSettings, () => settings.getSiteBrandingSettings(state.db));
  route(app, e.updateSiteBrandingSettings, ({ body }) => settings.updateSiteBrandingSettings(state.db, body));
  route(app, e.getSiteWriteSettings, () => settings.getSiteWriteSettings(state.db));
  route(app, e.updateSiteWriteSettings, ({ body }) => settings.updateSiteWriteSettings(state.db, body));
  route(app, e.getSiteSeoSettings, () => settings.getSiteSeoSettings(state.db));
  route(app, e.updateSiteSeoSettings, ({ body }) => settings.updateSiteSeoSettings(state.db, body));
  route(app, e.getSiteLegalSettings, () => settings.getSiteLegalSettings(state.db));
  route(app, e.updateSiteLegalSettings, ({ body }) => settings.updateSiteLegalSettings(state.db, body));
  route(app, e.getSiteMaintenance, () => getSiteMaintenance(state.db));
  route(app, e.updateSiteMaintenance, async ({ body }) => {
    const result = await updateSiteMaintenance(state.db, body);
    app.forgetMaintenanceSetting();
    return result;
  });
  route(app, e.getSiteLegalInfo, ({ query }) => settings.getSiteLegalInfo(state.db, query.info_type));
}
