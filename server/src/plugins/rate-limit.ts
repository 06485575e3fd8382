import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
import { FallbackCounterStore } from '../services/rate-limit/fallback-store.js';
import { RateLimiter } from '../services/rate-limit/rate-limiter.js';
import { RedisCounterStore } from '../services/rate-limit/redis-store.js';
import { MemoryCounterStore, type CounterStore } from '../services/rate-limit/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind rate limits and captcha attempt counts (Redis when REDIS_URL is set). */
    counters: CounterStore;
    rateLimit: RateLimiter;
  }
}

/**
 * Chooses the counter store: Redis when REDIS_URL is set (shared by instances, with this process's memory counting
 * too, for when Redis is away: see FallbackCounterStore), else process memory. Needs the redis plugin.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv }) => {
  const store: CounterStore = app.redis
    ? new FallbackCounterStore(new RedisCounterStore(app.redis, opts.env.redisKeyPrefix))
    : new MemoryCounterStore();
  app.log.info({ store: app.redis ? 'redis' : 'memory' }, 'rate limits and captcha counts');
  app.decorate('counters', store);
  app.decorate('rateLimit', new RateLimiter(store));
  app.addHook('onClose', async () => store.close());
});
