import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';
import { BUILT_IN_PLUGINS } from '../services/plugins/built-in-plugins.js';
import { PluginRegistry } from '../services/plugins/plugin-registry.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The installed plugins (README "Plugins"): a config.yaml plugin calls `app.pluginRegistry.register({...})` to
     * be listed on the admin's plugins page, switched on and off live, configured, and, per its kind, wired in (a
     * connector's login button, a search or captcha provider, a route plugin's page).
     */
    pluginRegistry: PluginRegistry;
  }
}

const pathOf = (req: FastifyRequest) => req.url.split('?')[0]!;

/**
 * Needs the captcha service and the anonymous cache first (switches are read through its `remember`, so a change
 * through the API is seen at once); the search slot is looked up when a search plugin registers (later).
 */
export const pluginRegistryPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const registry = new PluginRegistry(() => opts.state.db, (key, compute) => app.anonymousCache.remember(key, compute));
  registry.onRegister((plugin, handle) => {
    if (plugin.search) app.searchPlugins.register(plugin.search, handle.isEnabled);
    if (plugin.captcha) app.captcha.registerProvider(plugin.captcha);
  });
  app.captcha.setProviderGate(async (name) => {
    if (registry.providerFailed(name)) return false;
    const owner = registry.list().find((p) => p.captcha?.name === name);
    return owner ? registry.isEnabled(owner.slug_name) : true;
  });
  for (const plugin of BUILT_IN_PLUGINS) registry.register(plugin, { core: true });
  app.decorate('pluginRegistry', registry);

  // A switched-off plugin's own server routes (its declared paths, its login link) are gone until it is on again.
  app.addHook('onRequest', async (req) => {
    const owner = registry.ownerOfPath(pathOf(req));
    if (owner && !(await registry.isEnabled(owner.slug_name))) throw errors.notFound('error.plugin.not_found');
  });
});
