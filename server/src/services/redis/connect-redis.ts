import { Redis } from 'ioredis';

/**
 * One Redis connection as this site opens them (the rate-limit counters, the anonymous cache's generation): it fails
 * fast at start-up (REDIS_URL was set on purpose, so an unreachable Redis stops the start instead of silently running
 * without what Redis shares), and later outages fail each command within `commandTimeout` rather than queue forever.
 * `prepare` runs before connecting (define Lua commands there).
 */
export async function connectRedis(url: string, opts: { connectTimeoutMs?: number; prepare?: (redis: Redis) => void } = {}): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 5_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  opts.prepare?.(redis);
  // ioredis emits 'error' on every failed reconnect; the callers log what matters (a failed command).
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`cannot connect to Redis (REDIS_URL): ${(err as Error).message}`);
  }
  return redis;
}
