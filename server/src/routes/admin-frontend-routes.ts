import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { createConfigWatcher, logBrokenConfig } from '../config/config-file.js';
import type { ServerEnv } from '../config/env.js';
import { route } from '../http/route.js';
import { createPointerReader } from '../services/frontend/remote-versions.js';
import { remoteVersionsOverview } from '../services/frontend/remote-versions-overview.js';

/** The remotes' deployed versions (our extension: the admin's versions page; deploys are made by `pnpm deploy:remote`). */
export async function adminFrontendRoutes(app: FastifyInstance, opts: { env: ServerEnv }) {
  const { env } = opts;
  const readConfig = createConfigWatcher(env.dataDir, logBrokenConfig(app.log));
  const pointer = createPointerReader(env.dataDir);
  route(app, e.getAdminFrontendRemotes, () => remoteVersionsOverview(env, readConfig(), pointer));
}
