import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pendingMigrations } from '../db/migrate.js';
import { pingDatabase } from '../repositories/health-repo.js';
import { checkReadiness, READINESS_TIMEOUT_MS, type ReadinessDeps } from '../services/health/readiness.js';
import type { SiteState } from '../state/site-state.js';

/** Liveness and readiness, for load balancers and orchestrators. */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * GET /healthz: the process answers (200 {"status":"ok"}), nothing else is checked, so a slow database never gets a
 * live process restarted. GET /readyz: 200 when this instance can serve the site (installed, database answering,
 * schema current, Redis answering if configured), else 503; both bodies name each check's state (see
 * services/health/readiness.ts). Neither is cached, rate limited, or stopped by the install gate, the private-site
 * wall or maintenance mode: they answer from an onRequest hook registered before those (only the shutdown's 503
 * comes first, which is what a load balancer should hear from a closing instance).
 */
export const healthPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  // Once the schema is current it stays so for this build (migrations only ever run forwards).
  let migrationsCurrent = false;
  const deps = (): ReadinessDeps => {
    const handle = opts.state.handle;
    return {
      database: handle && {
        ping: () => pingDatabase(handle.db),
        installed: () => opts.state.refreshInstalled(),
        pendingMigrations: async () => {
          if (migrationsCurrent) return [];
          const pending = await pendingMigrations(handle.db);
          migrationsCurrent = pending.length === 0;
          return pending;
        },
      },
      pingRedis: app.redis ? () => app.redis!.ping() : null,
      timeoutMs: READINESS_TIMEOUT_MS,
    };
  };

  // Probes that arrive while a check runs share it: several load balancers probing at once (or a probe storm) cost
  // the database one round trip, not one each queued behind the others (the embedded database has one connection).
  let running: ReturnType<typeof checkReadiness> | null = null;
  const readinessNow = () => (running ??= checkReadiness(deps()).finally(() => (running = null)));

  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (req.routeOptions.url === HEALTH_PATHS.live) return reply.code(200).send({ status: 'ok' });
    const readiness = await readinessNow();
    return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
  };
  const isHealth = (req: FastifyRequest) =>
    (req.method === 'GET' || req.method === 'HEAD') && (req.routeOptions.url === HEALTH_PATHS.live || req.routeOptions.url === HEALTH_PATHS.ready);

  app.get(HEALTH_PATHS.live, answer);
  app.get(HEALTH_PATHS.ready, answer);
  // Answering here skips every later onRequest hook (the install gate) and every preHandler (auth, private site,
  // maintenance, the anonymous cache): the handler above is only what a direct route lookup would run.
  app.addHook('onRequest', async (req, reply) => {
    if (isHealth(req)) return answer(req, reply);
  });
});
