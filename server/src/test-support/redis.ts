import { randomBytes } from 'node:crypto';
import { RedisCounterStore } from '../services/rate-limit/redis-store.js';
import { missingService } from './missing-service.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A unique key prefix per test, so parallel test files never share counters. */
export const redisTestPrefix = () => `test:${process.pid}:${randomBytes(6).toString('hex')}:`;

/** A Redis store on a fresh prefix, or null after a loud warning when Redis is not reachable (an error under CI). */
export async function redisStoreOrSkip(prefix = redisTestPrefix()): Promise<RedisCounterStore | null> {
  try {
    return await RedisCounterStore.connect(TEST_REDIS_URL, prefix, { connectTimeoutMs: 1500 });
  } catch (err) {
    missingService('Redis', `${(err as Error).message} at ${TEST_REDIS_URL}`);
    return null;
  }
}
