import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RedisLink, type RedisLinkOptions } from '../redis/connect-redis.js';
import type { Acquired, CounterState, CounterStore } from './store.js';

// INCR and the window's expiry in one atomic step: a crash between two commands cannot leave a counter that never
// expires, and concurrent instances never both start a window. PTTL < 0 covers a key that somehow lost its expiry.
const INCREMENT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

// The same, only while the count is below ARGV[2]: the check and the count cannot be split by a parallel request.
const ACQUIRE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if n >= tonumber(ARGV[2]) then return {0, n, ttl} end
n = redis.call('INCR', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {1, n, ttl}
`;

// DECR keeps the key's expiry; a counter that already expired (or was reset) is left alone rather than going negative.
const RELEASE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type WithScripts = Redis & {
  rlIncrement(key: string, windowMs: number): Promise<[number, number]>;
  rlAcquire(key: string, windowMs: number, max: number): Promise<[number, number, number]>;
  rlRelease(key: string): Promise<number>;
};

/** Counter keys are hashed: e-mail addresses and IPs never sit in Redis in the clear. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** Defines the counters' Lua commands on a connection (before it connects). */
export const defineCounterScripts = (r: Redis) => {
  r.defineCommand('rlIncrement', { numberOfKeys: 1, lua: INCREMENT });
  r.defineCommand('rlAcquire', { numberOfKeys: 1, lua: ACQUIRE });
  r.defineCommand('rlRelease', { numberOfKeys: 1, lua: RELEASE });
};

/**
 * Counters in Redis, shared by every instance pointing at the same server and prefix. Every command goes through
 * the link (bounded wait, circuit breaker): a failure rejects, and the app's FallbackCounterStore counts in memory.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    readonly link: RedisLink,
    private readonly prefix: string,
  ) {}

  /**
   * Its own connection, as every Redis connection of the site (services/redis/connect-redis.ts: fails fast at
   * start-up). The app shares one connection instead (plugins/redis.ts), whose scripts are defined the same way.
   */
  static async connect(
    url: string,
    prefix: string,
    opts: { connectTimeoutMs?: number } & Partial<RedisLinkOptions> = {},
  ): Promise<RedisCounterStore> {
    const link = await RedisLink.connect(url, {
      role: 'counters',
      whileAway: 'counters fail',
      ...opts,
      prepare: defineCounterScripts,
    });
    return new RedisCounterStore(link, prefix);
  }

  private key(key: string) {
    return `${this.prefix}c:${digest(key)}`;
  }

  private run<T>(op: (r: WithScripts) => Promise<T>): Promise<T> {
    return this.link.run((r) => op(r as WithScripts));
  }

  async increment(key: string, windowMs: number): Promise<CounterState> {
    const [count, ttl] = await this.run((r) => r.rlIncrement(this.key(key), Math.max(1, Math.ceil(windowMs))));
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  async acquire(key: string, windowMs: number, max: number): Promise<Acquired> {
    const [granted, count, ttl] = await this.run((r) => r.rlAcquire(this.key(key), Math.max(1, Math.ceil(windowMs)), max));
    const resetInMs = Number(count) > 0 ? Math.max(0, Number(ttl)) : 0;
    return { granted: Number(granted) === 1, count: Number(count), resetInMs };
  }

  async release(key: string): Promise<void> {
    await this.run((r) => r.rlRelease(this.key(key)));
  }

  async get(key: string): Promise<CounterState> {
    const k = this.key(key);
    const res = await this.run((r) => r.multi().get(k).pttl(k).exec());
    const count = Number(res?.[0]?.[1] ?? 0) || 0;
    const ttl = Number(res?.[1]?.[1] ?? -2);
    return count > 0 && ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.run((r) => r.del(this.key(key)));
  }

  async ping(): Promise<void> {
    await this.link.ping();
  }

  async close(): Promise<void> {
    await this.link.close();
  }
}
