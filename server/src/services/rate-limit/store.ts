/** A counter's state: hits in the current window and the milliseconds until the window ends (0 when empty). */
export interface CounterState {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters shared by the rate limiter and the captcha attempt counts. The memory store serves one
 * process; the Redis store shares the counts across instances. `increment` is atomic in both.
 */
export interface CounterStore {
  /** Adds one hit; the first hit of a window starts it (`windowMs` long). */
  increment(key: string, windowMs: number): Promise<CounterState>;
  get(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const EMPTY: CounterState = { count: 0, resetInMs: 0 };

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expires: number }>();
  constructor(
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      hit.count += 1;
      return { count: hit.count, resetInMs: hit.expires - now };
    }
    if (this.entries.size >= this.maxEntries) this.sweep(now);
    this.entries.set(key, { count: 1, expires: now + windowMs });
    return { count: 1, resetInMs: windowMs };
  }

  async get(key: string): Promise<CounterState> {
    const hit = this.entries.get(key);
    if (!hit) return EMPTY;
    const now = this.now();
    if (hit.expires <= now) {
      this.entries.delete(key);
      return EMPTY;
    }
    return { count: hit.count, resetInMs: hit.expires - now };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  // Drops expired entries; if a flood of distinct keys still fills the map, starts over rather than grow unbounded.
  private sweep(now: number) {
    for (const [k, v] of this.entries) if (v.expires <= now) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
