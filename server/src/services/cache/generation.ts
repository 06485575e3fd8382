import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/connect-redis.js';

/**
 * The anonymous cache's generation: a number every write moves on. A cached answer is good only while the
 * generation it was computed under is still the current one (see plugins/anonymous-cache.ts for the rule).
 */
export interface Generation {
  /** The current generation; null when it cannot be known (Redis unreachable), so nothing is served from cache. */
  current(): Promise<number | null>;
  /** Moves the generation on: every answer cached so far, on every instance sharing it, is stale from now. */
  bump(): Promise<void>;
  close(): Promise<void>;
}

/** One process's generation (no Redis: a single instance). */
export class MemoryGeneration implements Generation {
  private value = 0;
  async current() {
    return this.value;
  }
  async bump() {
    this.value += 1;
  }
  async close() {}
}

/**
 * The generation in Redis (`<prefix>anon-cache:gen`), shared by every instance on the same Redis and prefix. It is
 * read on each cacheable anonymous request (one GET on a warm connection) rather than pushed by pub/sub: a message
 * can arrive after the writer's answer, and the visitor's next load could then still see the old page elsewhere.
 */
export class RedisGeneration implements Generation {
  private constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  static async connect(url: string, prefix: string, opts: { connectTimeoutMs?: number } = {}): Promise<RedisGeneration> {
    return new RedisGeneration(await connectRedis(url, opts), `${prefix}anon-cache:gen`);
  }

  async current(): Promise<number | null> {
    try {
      return Number((await this.redis.get(this.key)) ?? 0);
    } catch {
      return null;
    }
  }

  // The key lives a day past the last write, so test and abandoned prefixes do not pile up. Its going back to 0 after
  // a quiet day is harmless: no cached answer is older than the cache's MAX_AGE_MS (seconds).
  async bump(): Promise<void> {
    await this.redis.multi().incr(this.key).pexpire(this.key, 86_400_000).exec();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
