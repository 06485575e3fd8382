import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../http/route.js';
import { SearchPlugins } from '../services/search/search-plugins.js';
import { startSearchIndex, stopSearchIndex } from '../services/search/search-index.js';
import { search } from '../services/search/search-service.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search plugin slot: a site plugin calls `app.searchPlugins.register(plugin)`. */
    searchPlugins: SearchPlugins;
  }
}

/**
 * GET search and GET search/desc (anyone; on a private site the private-site plugin asks for a login). Not
 * encapsulated: the search plugin slot (`app.searchPlugins`) must be visible to site plugins registered after it.
 */
export const searchRoutes = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  app.decorate('searchPlugins', new SearchPlugins());
  // The free-text index builds in the background from start-up (searches use SQL until it is ready); a site
  // installed later starts it on its first search.
  app.addHook('onReady', async () => {
    if (state.installed) startSearchIndex(state.db, app.log);
  });
  app.addHook('onClose', async () => {
    if (state.installed) stopSearchIndex(state.db);
  });
  route(app, e.getSearch, async ({ user, query }) => {
    // A site installed after the start begins its index here (once), reporting to the app's log.
    startSearchIndex(state.db, app.log);
    return search({ db: state.db, plugin: await app.searchPlugins.active() }, user, query);
  });
  route(app, e.getSearchDesc, () => app.searchPlugins.description());
});
