import type { AnyEndpoint } from '@site/shared/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServerEnv } from './config/env.js';
import { createLogger } from './config/logger.js';
import { frontendPlugin } from './frontend/frontend-plugin.js';
import { mailPlugin } from './mail/mail-plugin.js';
import { authPlugin } from './plugins/auth.js';
import { captchaPlugin } from './plugins/captcha.js';
import { errorsPlugin } from './plugins/errors.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { installGatePlugin } from './plugins/install-gate.js';
import { privateSitePlugin } from './plugins/private-site.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { sitePlugins } from './plugins/site-plugins.js';
import { wellFormedInputPlugin } from './plugins/well-formed-input.js';
import { accountRoutes } from './routes/account-routes.js';
import { adminConnectorRoutes } from './routes/admin-connector-routes.js';
import { adminSiteSettingsRoutes } from './routes/admin-site-settings-routes.js';
import { adminSmtpRoutes } from './routes/admin-smtp-routes.js';
import { adminUsersRoutes } from './routes/admin-users-routes.js';
import { apiDocsRoutes } from './routes/api-docs-routes.js';
import { captchaRoutes } from './routes/captcha-routes.js';
import { connectorRoutes } from './routes/connector-routes.js';
import { fileRoutes } from './routes/file-routes.js';
import { installRoutes } from './routes/install-routes.js';
import { questionRoutes } from './routes/question-routes.js';
import { questionWriteRoutes } from './routes/question-write-routes.js';
import { answerCompatRoutes } from './routes/answer-compat-routes.js';
import { answerRoutes } from './routes/answer-routes.js';
import { commentRoutes } from './routes/comment-routes.js';
import { voteRoutes } from './routes/vote-routes.js';
import { questionStateRoutes } from './routes/question-state-routes.js';
import { tagRoutes } from './routes/tag-routes.js';
import { searchRoutes } from './routes/search-routes.js';
import { siteRoutes } from './routes/site-routes.js';
import { userCenterRoutes } from './routes/user-center-routes.js';
import { userSettingsRoutes } from './routes/user-settings-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { DatabaseInit } from './services/install/database-init.js';
import { autoInstall } from './services/install/install-service.js';
import { uploadStoragePlugin } from './services/upload/storage-plugin.js';
import { SiteState } from './state/site-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteState;
  }
}

export interface BuildOptions {
  env: ServerEnv;
  /** A pino logger (tests pass one writing to a captured stream). */
  logger?: Logger;
}

/**
 * Builds the app: opens the database named by env or config.yaml (none before install), installs when
 * AUTO_INSTALL asks, then registers every part as a plugin. Closing the app closes the database.
 */
export async function buildApp({ env, logger }: BuildOptions): Promise<FastifyInstance> {
  const log = logger ?? createLogger(env.logLevel);
  const state = new SiteState(env);
  await state.boot();
  const init = new DatabaseInit(state, env.installStepDelayMs, (err, msg) => log.error({ err }, msg));
  try {
    if (env.autoInstall && (await autoInstall(state, init, env.autoInstall))) log.info('AUTO_INSTALL: site installed');
  } catch (err) {
    await state.close();
    throw err;
  }

  // Anything failing after the database opened must close it, or its worker keeps the process alive.
  try {
    // Requests arriving while the app closes get our own 503 envelope (graceful-close plugin), not Fastify's.
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger, trustProxy: env.trustProxy, return503OnClosing: false });
    app.decorate('site', state);
    app.decorate('checkResponses', env.checkResponses);
    app.decorate('contractRoutes', new Set<AnyEndpoint>());
    app.addHook('onClose', async () => {
      // Let running requests finish (10 s at most) before the database goes away under them.
      await app.drainRequests(10_000);
      await init.close();
      await state.close();
    });

    await app.register(errorsPlugin);
    await app.register(gracefulClosePlugin);
    await app.register(wellFormedInputPlugin);
    await app.register(installGatePlugin, { state });
    await app.register(authPlugin, { state });
    await app.register(privateSitePlugin, { state });
    await app.register(rateLimitPlugin, { env });
    await app.register(captchaPlugin, { state });
    await app.register(mailPlugin, { state });
    await app.register(uploadStoragePlugin, { state });
    await app.register(installRoutes, { state, init });
    await app.register(siteRoutes, { state });
    await app.register(userRoutes, { state });
    await app.register(accountRoutes, { state });
    await app.register(captchaRoutes);
    await app.register(questionRoutes, { state });
    await app.register(questionWriteRoutes, { state });
    await app.register(answerRoutes, { state });
    await app.register(commentRoutes, { state });
    await app.register(voteRoutes, { state });
    await app.register(questionStateRoutes, { state });
    await app.register(tagRoutes, { state });
    await app.register(searchRoutes, { state });
    await app.register(adminSmtpRoutes, { state });
    await app.register(userSettingsRoutes, { state });
    await app.register(fileRoutes);
    await app.register(adminUsersRoutes, { state });
    await app.register(adminSiteSettingsRoutes, { state });
    await app.register(connectorRoutes, { state });
    await app.register(adminConnectorRoutes, { state });
    await app.register(userCenterRoutes, { state });
    await app.register(answerCompatRoutes, { state });
    await app.register(apiDocsRoutes);
    // Last before the front end: operator plugins extend the core services registered above.
    await app.register(sitePlugins, { state });
    await app.register(frontendPlugin, { env });
    return app;
  } catch (err) {
    await state.close();
    throw err;
  }
}
