import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
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

/** Chooses the counter store: Redis when REDIS_URL is set (shared by instances), else process memory. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv }) => {
  const store: CounterStore = opts.env.redisUrl
    ? await RedisCounterStore.connect(opts.env.redisUrl, opts.env.redisKeyPrefix)
    : new MemoryCounterStore();
  app.log.info({ store: opts.env.redisUrl ? 'redis' : 'memory' }, 'rate limits and captcha counts');
  app.decorate('counters', store);
  app.decorate('rateLimit', new RateLimiter(store, app.log));
  app.addHook('onClose', async () => store.close());
});
