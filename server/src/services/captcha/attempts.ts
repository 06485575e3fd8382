/**
 * Counts recent events (failed logins, ...) per key within a time window. In memory for a single node; a Redis
 * implementation of the same interface shares the counts across instances.
 */
export interface AttemptCounter {
  /** Adds one event and answers the count within the window. */
  increment(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly entries = new Map<string, { count: number; expires: number }>();
  constructor(
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      hit.count += 1;
      return hit.count;
    }
    if (this.entries.size >= this.maxEntries) this.sweep(now);
    this.entries.set(key, { count: 1, expires: now + windowMs });
    return 1;
  }

  async count(key: string): Promise<number> {
    const hit = this.entries.get(key);
    if (!hit) return 0;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return 0;
    }
    return hit.count;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  // Drops expired entries; if a flood of distinct keys still fills the map, starts over rather than grow unbounded.
  private sweep(now: number) {
    for (const [k, v] of this.entries) if (v.expires <= now) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
