import type { UserCenterAgent } from '@site/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createConfigWatcher, logBrokenConfig, type ConfigFile } from '../../config/config-file.js';
import { agentFromConfig, InvalidAgentConfig } from './site-service.js';

/**
 * config.yaml's `user_center_agent:` section as it stands now (re-read when the file changes), for GET
 * user-center/agent and the boot data alike. An invalid section is logged once per file version and ignored.
 */
export function createConfiguredAgentReader(dataDir: string, log: FastifyBaseLogger): () => UserCenterAgent | undefined {
  const readConfig = createConfigWatcher(dataDir, logBrokenConfig(log));
  let warnedFor: ConfigFile | null = null;
  return () => {
    const config = readConfig();
    try {
      return agentFromConfig(config.user_center_agent);
    } catch (err) {
      if (warnedFor !== config) {
        warnedFor = config;
        const fields = err instanceof InvalidAgentConfig ? err.fields : undefined;
        log.warn({ fields }, 'config.yaml user_center_agent is not valid and is ignored (URLs must be http or https)');
      }
      return undefined;
    }
  };
}
