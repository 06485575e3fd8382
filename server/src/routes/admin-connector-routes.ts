import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { presentForAdmin, readConnectors, saveConnectors } from '../services/connector/connector-config.js';
import type { SiteState } from '../state/site-state.js';

/** Admin: the third-party login connectors (the client secret is write-only). */
export async function adminConnectorRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getConnectorConfigs, async () => presentForAdmin(await readConnectors(state.db)));
  route(app, e.updateConnectorConfigs, async ({ body }) => {
    await saveConnectors(state.db, body);
    return null;
  });
}
