import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import {
  getPluginConfig,
  getUserPluginConfig,
  listPlugins,
  pluginPage,
  pluginStatuses,
  updatePluginConfig,
  updatePluginStatus,
  updateUserPluginConfig,
  userPluginList,
} from '../services/plugins/plugin-service.js';
import type { SiteState } from '../state/site-state.js';

/** Plugins: the public switches and route pages, the admin's list, switches and config, and members' settings. */
export async function pluginRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const registry = app.pluginRegistry;
  route(app, e.getPluginStatus, () => pluginStatuses(registry));
  route(app, e.getPluginPage, ({ query, user, req }) => pluginPage(registry, query.plugin_slug_name, user, req.lang));
  route(app, e.getAdminPlugins, ({ query, req }) => listPlugins(registry, query, req.lang));
  route(app, e.updatePluginStatus, async ({ body }) => {
    await updatePluginStatus(registry, body.plugin_slug_name, body.enabled);
    return null;
  });
  route(app, e.getPluginConfig, ({ query, req }) => getPluginConfig(registry, query.plugin_slug_name, req.lang));
  route(app, e.updatePluginConfig, async ({ body }) => {
    await updatePluginConfig(registry, body.plugin_slug_name, body.config_fields);
    return null;
  });
  route(app, e.getUserPluginConfigs, ({ req }) => userPluginList(registry, req.lang));
  route(app, e.getUserPluginConfig, ({ query, user, req }) => getUserPluginConfig(registry, state.db, user, query.plugin_slug_name, req.lang));
  route(app, e.updateUserPluginConfig, async ({ body, user }) => {
    await updateUserPluginConfig(registry, state.db, user, body.plugin_slug_name, body.config_fields);
    return null;
  });
}
