import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { createConfiguredAgentReader } from '../services/site/configured-agent.js';
import { getAdminUserCenterAgent, getUserCenterAgent, saveUserCenterAgent } from '../services/site/site-service.js';
import type { SiteState } from '../state/site-state.js';

/** The hosting agent: public GET, and the admin's GET/PUT (config.yaml's `user_center_agent:` overrides both). */
export async function userCenterRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const configured = createConfiguredAgentReader(state.env.dataDir, app.log);

  route(app, e.getUserCenterAgent, () => getUserCenterAgent(state.db, configured()));
  route(app, e.getAdminUserCenterAgent, () => getAdminUserCenterAgent(state.db, configured()));
  route(app, e.updateAdminUserCenterAgent, async ({ body }) => {
    await saveUserCenterAgent(state.db, body);
    return null;
  });
}
