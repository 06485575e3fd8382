import { endpoints, type UserCenterAgent } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { createConfigWatcher, type ConfigFile } from '../config/config-file.js';
import { AppError } from '../errors/app-error.js';
import { ok } from '../http/envelope.js';
import { requireAdmin } from '../plugins/auth.js';
import { agentFromConfig, getAdminUserCenterAgent, getUserCenterAgent, saveUserCenterAgent } from '../services/site-service.js';
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
        const fields = err instanceof AppError ? err.fields?.map((f) => f.field) : undefined;
        app.log.warn({ fields }, 'config.yaml user_center_agent is not valid and is ignored (URLs must be http or https)');
      }
      return undefined;
    }
  };

  app.get(endpoints.getUserCenterAgent.path, async (req) => ok(req, await getUserCenterAgent(state.db, configured())));
  app.get(endpoints.getAdminUserCenterAgent.path, { preHandler: requireAdmin }, async (req) =>
    ok(req, await getAdminUserCenterAgent(state.db, configured())),
  );
  app.put(endpoints.updateAdminUserCenterAgent.path, { preHandler: requireAdmin }, async (req) => {
    await saveUserCenterAgent(state.db, req.body);
    return ok(req, null);
  });
}
