import { endpoints } from '@site/shared/contract';
import { languageOptions } from '@site/shared/locales';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { checkConfigFile, checkDb, initDatabase, installBaseInfo } from '../services/install-service.js';
import type { SiteState } from '../state/site-state.js';

export async function installRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  app.get(endpoints.getInstallLanguageOptions.path, async (req) => ok(req, languageOptions));
  app.post(endpoints.checkInstallConfigFile.path, async (req) => ok(req, await checkConfigFile(state)));
  app.post(endpoints.checkInstallDb.path, async (req) => ok(req, await checkDb(state, req.body)));
  app.post(endpoints.initInstall.path, async (req) => ok(req, await initDatabase(state, req.body)));
  app.post(endpoints.installBaseInfo.path, async (req) => ok(req, await installBaseInfo(state, req.body)));
}
