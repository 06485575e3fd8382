import type { AnyEndpoint } from '@site/shared/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServerEnv } from './config/env.js';
import { createLogger } from './config/logger.js';
import { anonymousCachePlugin } from './plugins/anonymous-cache.js';
import { frontendPlugin } from './plugins/frontend.js';
import { mailPlugin } from './plugins/mail.js';
import { memberEventsPlugin } from './plugins/member-events.js';
import { mailWorkerPlugin } from './plugins/mail-worker.js';
import { authPlugin } from './plugins/auth.js';
import { bountySweepPlugin } from './plugins/bounty-sweep.js';
import { pointsPlugin } from './plugins/points.js';
import { captchaPlugin } from './plugins/captcha.js';
import { errorsPlugin } from './plugins/errors.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { healthPlugin } from './plugins/health.js';
import { installGatePlugin } from './plugins/install-gate.js';
import { privateSitePlugin } from './plugins/private-site.js';
import { maintenancePlugin } from './plugins/maintenance.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { seoPlugin } from './plugins/seo.js';
import { sitePlugins } from './plugins/site-plugins.js';
import { pluginRegistryPlugin } from './plugins/plugin-registry.js';
import { wellFormedInputPlugin } from './plugins/well-formed-input.js';
import { registerRoutes } from './routes/index.js';
import { DatabaseInit } from './services/install/database-init.js';
import { autoInstall } from './services/install/install-service.js';
import { uploadStoragePlugin } from './plugins/upload-storage.js';
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
  /**
   * The embedded database's worker stopped on its own (after it has been logged). main.ts exits so that a
   * supervisor starts the site again; tests look at the requests' answers instead.
   */
  onEmbeddedStopped?: (reason: string) => void;
}

/**
 * Builds the app: opens the database named by env or config.yaml (none before install), installs when
 * AUTO_INSTALL asks, then registers every part as a plugin. Closing the app closes the database.
 */
export async function buildApp({ env, logger, onEmbeddedStopped }: BuildOptions): Promise<FastifyInstance> {
  const log = logger ?? createLogger(env.logLevel);
  const state = new SiteState(env, {
    connectionLost: (err) =>
      log.warn({ reason: err.message }, 'a database connection was lost; requests that needed it were answered 503 and new connections are opened as the database answers'),
    embeddedStopped: (reason) => {
      log.fatal({ reason }, 'the embedded database stopped unexpectedly; requests are answered 503 until the server is started again');
      onEmbeddedStopped?.(reason);
    },
  });
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

    // Every request: errors as envelopes, the shutdown's 503, text PostgreSQL can store, the install gate, the
    // caller (auth), the private-site wall, maintenance mode, the limits and the captcha; then the anonymous cache, which serves a
    // visitor only what these let through.
    await app.register(errorsPlugin);
    await app.register(gracefulClosePlugin);
    // The Redis connection (REDIS_URL) the limits, the cache and live events share; then /healthz and /readyz, which
    // answer before any of the gates below.
    await app.register(redisPlugin, { env });
    await app.register(healthPlugin, { state });
    await app.register(wellFormedInputPlugin);
    await app.register(installGatePlugin, { state });
    await app.register(authPlugin, { state });
    await app.register(privateSitePlugin, { state });
    await app.register(maintenancePlugin, { state });
    await app.register(rateLimitPlugin, { env });
    await app.register(captchaPlugin, { state });
    await app.register(anonymousCachePlugin, { env, state });
    // The installed plugins' registry and switches (a switched-off plugin's own routes answer 404 from here on).
    await app.register(pluginRegistryPlugin, { state });
    // Live events for members' open pages (notification badges), published once a request's writes committed.
    await app.register(memberEventsPlugin, { env });
    // Services the routes use: mail, upload storage.
    await app.register(mailPlugin, { state });
    await app.register(mailWorkerPlugin, { env, state });
    await app.register(bountySweepPlugin, { env, state });
    await app.register(pointsPlugin, { state });
    await app.register(uploadStoragePlugin, { state });
    await registerRoutes(app, { env, state, init });
    // Last before the front end: operator plugins extend the core services registered above.
    await app.register(sitePlugins, { state });
    // robots.txt, the sitemap and the search-cache redirect, before the front end's catch-all page route.
    await app.register(seoPlugin, { state });
    await app.register(frontendPlugin, { env, state });
    return app;
  } catch (err) {
    await state.close();
    throw err;
  }
}
