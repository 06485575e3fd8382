import { MemoryCounterStore, type CounterStore } from '../rate-limit/store.js';

/**
 * Counts recent events (failed logins, ...) per key within a time window. Backed by the app's counter store: in
 * memory on a single node, in Redis (REDIS_URL) so that every instance sees the same counts.
 */
export interface AttemptCounter {
  /** Adds one event and answers the count within the window. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Counts one event only while fewer than `max` are counted; answers whether it was counted. */
  acquire(key: string, windowMs: number, max: number): Promise<boolean>;
  /** Takes one counted event back (never below zero). */
  release(key: string): Promise<void>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * Attempt counts in a counter store. Its failures are not forgiven as "no attempts" (the captcha would stop
 * appearing): with Redis the app's store counts in memory while Redis is away (FallbackCounterStore).
 */
export class StoreAttemptCounter implements AttemptCounter {
  constructor(private readonly store: CounterStore) {}

  async increment(key: string, windowMs: number): Promise<number> {
    return (await this.store.increment(`captcha:${key}`, windowMs)).count;
  }

  async acquire(key: string, windowMs: number, max: number): Promise<boolean> {
    return (await this.store.acquire(`captcha:${key}`, windowMs, max)).granted;
  }
  async release(key: string): Promise<void> {
    await this.store.release(`captcha:${key}`);
  }
  async count(key: string): Promise<number> {
    return (await this.store.get(`captcha:${key}`)).count;
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(`captcha:${key}`);
  }
}

/** In-process counts (a single node, and unit tests). */
export class MemoryAttemptCounter extends StoreAttemptCounter {
  constructor(maxEntries = 100_000, now: () => number = Date.now) {
    super(new MemoryCounterStore(maxEntries, now));
  }
}
