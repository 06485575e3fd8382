import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireAdmin } from '../plugins/auth.js';
import { presentForAdmin, readConnectors, saveConnectors } from '../services/connector/connector-config.js';
import type { SiteState } from '../state/site-state.js';

/** Admin: the third-party login connectors (the client secret is write-only). */
export async function adminConnectorRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const admin = { preHandler: requireAdmin };
  app.get(endpoints.getConnectorConfigs.path, admin, async (req) => ok(req, presentForAdmin(await readConnectors(opts.state.db))));
  app.put(endpoints.updateConnectorConfigs.path, admin, async (req) => {
    await saveConnectors(opts.state.db, req.body);
    return ok(req, null);
  });
}
