import { endpoints } from '@site/shared/contract';
import { languageOptions } from '@site/shared/locales';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import type { DatabaseInit } from '../services/install/database-init.js';
import { checkConfigFile, checkDb, installBaseInfo, startInit } from '../services/install/install-service.js';
import type { SiteState } from '../state/site-state.js';

export async function installRoutes(app: FastifyInstance, opts: { state: SiteState; init: DatabaseInit }) {
  const { state, init } = opts;
  app.get(endpoints.getInstallLanguageOptions.path, async (req) => ok(req, languageOptions));
  app.post(endpoints.checkInstallConfigFile.path, async (req) => ok(req, await checkConfigFile(state)));
  app.post(endpoints.checkInstallDb.path, async (req) => ok(req, await checkDb(state, req.body)));
  app.post(endpoints.initInstall.path, async (req) => ok(req, startInit(init, req.body, req.lang)));
  app.get(endpoints.getInstallInitStatus.path, async (req) => ok(req, init.status(req.lang)));
  app.post(endpoints.installBaseInfo.path, async (req) => ok(req, await installBaseInfo(state, init, req.body)));
}
