import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../http/envelope.js';
import { SearchPlugins } from '../services/search/search-plugins.js';
import { search } from '../services/search/search-service.js';
import type { SiteState } from '../state/site-state.js';

/**
 * GET search and GET search/desc (optional auth; on a private site the private-site plugin asks for a login). Not encapsulated: the search plugin
 * slot (`app.searchPlugins`) must be visible to site plugins registered after it.
 */
export const searchRoutes = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const { state } = opts;
  app.decorate('searchPlugins', new SearchPlugins());
  app.get(endpoints.getSearch.path, async (req) =>
    ok(req, await search(state.db, req.user, req.query, app.searchPlugins.active)),
  );
  app.get(endpoints.getSearchDesc.path, async (req) => ok(req, await app.searchPlugins.description()));
});
