import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
import { RedisLink } from '../services/redis/connect-redis.js';
import { defineCounterScripts } from '../services/rate-limit/redis-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to Redis (REDIS_URL) for every command the site sends (null without Redis). */
    redis: RedisLink | null;
  }
}

/** What the site does while Redis is away, for the one warning an outage writes. */
const WHILE_AWAY =
  "rate limits and captcha counts are kept in this instance's memory, anonymous answers are not cached, " +
  "live events reach this instance's pages only";

/**
 * One Redis connection shared by the rate limits, the anonymous cache's generation and the live events' publishing
 * (their subscriber needs a connection of its own). Connecting fails the start-up when REDIS_URL is set but Redis
 * cannot be reached; later outages cost requests nothing (see RedisLink) and end by themselves.
 */
export const redisPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv }) => {
  const link = opts.env.redisUrl
    ? await RedisLink.connect(opts.env.redisUrl, { role: 'shared state', whileAway: WHILE_AWAY, log: app.log, prepare: defineCounterScripts })
    : null;
  app.decorate('redis', link);
  // Closed after the plugins that use it (onClose hooks run in reverse order of registration).
  if (link) app.addHook('onClose', async () => link.close());
});
