import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerEnv } from '../config/env.js';
import { folderModules } from '../config/folder-modules.js';
import type { DatabaseInit } from '../services/install/database-init.js';
import type { SiteState } from '../state/site-state.js';
// The app decorations of the routes files that are not encapsulated (app.searchPlugins, app.accountMailer): imported
// for their types, so that every program reaching the app (the server's and the browser tests') knows them, now that
// the files themselves are loaded from the folder at run time.
import type {} from './account-routes.js';
import type {} from './search-routes.js';

/** What every routes plugin is given; each takes the part it needs (most only `state`). */
export interface RoutesOptions {
  env: ServerEnv;
  state: SiteState;
  init: DatabaseInit;
}

/**
 * The routes plugin a `*-routes` file exports: the one exported function named `…Routes`. Exactly one, so that a
 * file that renamed or added one fails the start-up instead of serving half its routes.
 */
function routesPluginOf(file: string, module: Record<string, unknown>): FastifyPluginAsync<RoutesOptions> {
  const plugins = Object.entries(module).filter(([name, value]) => name.endsWith('Routes') && typeof value === 'function');
  if (plugins.length !== 1) throw new Error(`${file} must export one routes plugin (a function named …Routes); it exports ${plugins.length}`);
  return plugins[0]![1] as FastifyPluginAsync<RoutesOptions>;
}

/**
 * Every API route: each `*-routes` file of this folder is one plugin, registered in file-name order, so adding a
 * routes file is all it takes to serve it (the contract-routes test checks that every contract endpoint is served).
 * Each plugin is encapsulated except where it says otherwise (the search plugin slot, the account mailer); those
 * decorate the app, and the others read them when a request comes, so the order does not matter.
 */
export async function registerRoutes(app: FastifyInstance, opts: RoutesOptions) {
  const files = folderModules(new URL('./', import.meta.url), /-routes$/);
  const plugins = await Promise.all(files.map(async ({ name, url }) => routesPluginOf(name, await import(url.href))));
  for (const plugin of plugins) await app.register(plugin, opts);
}
