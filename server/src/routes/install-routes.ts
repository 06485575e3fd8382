import { endpoints as e } from '@site/shared/contract';
import { languageOptions } from '@site/shared/locales';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import type { DatabaseInit } from '../services/install/database-init.js';
import { checkConfigFile, checkDb, installBaseInfo, startInit } from '../services/install/install-service.js';
import type { SiteState } from '../state/site-state.js';

export async function installRoutes(app: FastifyInstance, opts: { state: SiteState; init: DatabaseInit }) {
  const { state, init } = opts;
  route(app, e.getInstallLanguageOptions, () => languageOptions);
  route(app, e.checkInstallConfigFile, () => checkConfigFile(state));
  route(app, e.checkInstallDb, ({ body }) => checkDb(state, body));
  route(app, e.initInstall, ({ req, body }) => startInit(init, req.lang, body));
  route(app, e.getInstallInitStatus, ({ req }) => init.status(req.lang));
  route(app, e.installBaseInfo, ({ body }) => installBaseInfo(state, init, body));
}
