import { API_PREFIX, endpoints } from '@site/shared/contract';
import { languageOptions } from '@site/shared/locales';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { getSiteInfo } from '../services/site-service.js';
import type { SiteState } from '../state/site-state.js';

export async function siteRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  // The cheapest route through the whole stack (gate, auth, envelope): the bench's ceiling.
  app.get(`${API_PREFIX}/ping`, async (req) => ok(req, 'pong'));
  app.get(endpoints.getSiteInfo.path, async (req) => ok(req, await getSiteInfo(state.db)));
  app.get(endpoints.getLanguageOptions.path, async (req) => ok(req, languageOptions));
}
