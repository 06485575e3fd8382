import { endpoints as e, type UserCenterAgent } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { createConfigWatcher, type ConfigFile } from '../config/config-file.js';
import { route } from '../http/route.js';
import {
  agentFromConfig,
  getAdminUserCenterAgent,
  getUserCenterAgent,
  InvalidAgentConfig,
  saveUserCenterAgent,
} from '../services/site/site-service.js';
import type { SiteState } from '../state/site-state.js';

/** The hosting agent: public GET, and the admin's GET/PUT (config.yaml's `user_center_agent:` overrides both). */
export async function userCenterRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const readConfig = createConfigWatcher(state.env.dataDir);
  let warnedFor: ConfigFile | null = null;

  /** The configured agent; an invalid section is logged once per file version and ignored. */
  const configured = (): UserCenterAgent | undefined => {
    const config = readConfig();
    try {
      return agentFromConfig(config.user_center_agent);
    } catch (err) {
      if (warnedFor !== config) {
        warnedFor = config;
        const fields = err instanceof InvalidAgentConfig ? err.fields : undefined;
        app.log.warn({ fields }, 'config.yaml user_center_agent is not valid and is ignored (URLs must be http or https)');
      }
      return undefined;
    }
  };

  route(app, e.getUserCenterAgent, () => getUserCenterAgent(state.db, configured()));
  route(app, e.getAdminUserCenterAgent, () => getAdminUserCenterAgent(state.db, configured()));
  route(app, e.updateAdminUserCenterAgent, async ({ body }) => {
    await saveUserCenterAgent(state.db, body);
    return null;
  });
}
