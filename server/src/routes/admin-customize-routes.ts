import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import * as customize from '../services/site/site-customize-service.js';
import type { SiteState } from '../state/site-state.js';

/** Admin siteinfo/theme and siteinfo/custom-css-html (the admin menu's Customize group). */
export async function adminCustomizeRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: before install there is no database yet when the routes are registered.
  const { state } = opts;
  route(app, e.getSiteThemeSettings, () => customize.getSiteThemeSettings(state.db));
  route(app, e.updateSiteThemeSettings, ({ body }) => customize.updateSiteThemeSettings(state.db, body));
  route(app, e.getSiteCustomCode, () => customize.getSiteCustomCode(state.db));
  route(app, e.updateSiteCustomCode, ({ body }) => customize.updateSiteCustomCode(state.db, body));
}
