import type { RedisLink } from '../redis/connect-redis.js';

/**
 * The anonymous cache's generation: a number every write moves on. A cached answer is good only while the
 * generation it was computed under is still the current one (see plugins/anonymous-cache.ts for the rule).
 */
export interface Generation {
  /** The current generation; null when it cannot be known (Redis unreachable), so nothing is served from cache. */
  current(): Promise<number | null>;
  /**
   * Moves the generation on: every answer cached so far, on every instance sharing it, is stale from now. Never
   * fails: while Redis is away (nothing is cached then) the move is made once it is back.
   */
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
 *
 * While Redis is away the generation is unknown (null): nothing is cached or served from cache on any instance, so
 * no instance can serve a page another's write made stale. A write meanwhile cannot move the generation on; it is
 * owed, and paid as soon as Redis answers again, before this instance reads the generation, so the other instances'
 * answers cached before the outage are stale from then (and none is older than the cache's MAX_AGE_MS anyway).
 */
export class RedisGeneration implements Generation {
  private owed = false;
  private readonly key: string;

  constructor(
    private readonly link: RedisLink,
    prefix: string,
  ) {
    this.key = `${prefix}anon-cache:gen`;
    link.onRecover(() => void this.payOwed());
  }

  async current(): Promise<number | null> {
    if (this.owed && !(await this.payOwed())) return null;
    try {
      return Number((await this.link.run((r) => r.get(this.key))) ?? 0);
    } catch {
      return null;
    }
  }

  async bump(): Promise<void> {
    try {
      await this.increment();
    } catch {
      this.owed = true;
    }
  }

  /** The link belongs to the redis plugin. */
  async close(): Promise<void> {}

  // The key lives a day past the last write, so test and abandoned prefixes do not pile up. Its going back to 0 after
  // a quiet day is harmless: no cached answer is older than the cache's MAX_AGE_MS (seconds).
  private async increment() {
    await this.link.run((r) => r.multi().incr(this.key).pexpire(this.key, 86_400_000).exec());
  }

  private async payOwed(): Promise<boolean> {
    if (!this.owed) return true;
    try {
      await this.increment();
      this.owed = false;
      return true;
    } catch {
      return false;
    }
  }
}
