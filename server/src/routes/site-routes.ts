import { API_PREFIX, endpoints as e } from '@site/shared/contract';
import { languageOptions } from '@site/shared/locales';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { getSiteInfo } from '../services/site/site-service.js';
import type { SiteState } from '../state/site-state.js';

export async function siteRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  // The cheapest route through the whole stack (gate, auth, envelope): the bench's ceiling. Not a contract endpoint
  // (no client calls it), so a plain route.
  app.get(`${API_PREFIX}/ping`, async (req) => ok(req, 'pong'));
  route(app, e.getSiteInfo, () => getSiteInfo(state.db));
  route(app, e.getLanguageOptions, () => languageOptions);
}
