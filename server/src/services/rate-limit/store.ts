/** A counter's state: hits in the current window and the milliseconds until the window ends (0 when empty). */
export interface CounterState {
  count: number;
  resetInMs: number;
}

/** The outcome of `acquire`: whether a slot was taken, and the counter after it. */
export interface Acquired extends CounterState {
  granted: boolean;
}

/**
 * Fixed-window counters shared by the rate limiter and the captcha attempt counts. The memory store serves one
 * process; the Redis store shares the counts across instances. Every operation is atomic in both.
 */
export interface CounterStore {
  /** Adds one hit; the first hit of a window starts it (`windowMs` long). */
  increment(key: string, windowMs: number): Promise<CounterState>;
  /**
   * Takes one slot only while the count is below `max` (then adds one, as `increment` does). Reserving before the
   * work, rather than checking before and counting after, is what keeps parallel requests within the limit.
   */
  acquire(key: string, windowMs: number, max: number): Promise<Acquired>;
  /** Gives one slot back (a reserved attempt that did not happen or did not count); never below zero. */
  release(key: string): Promise<void>;
  get(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** A round trip to the shared store (the admin dashboard's Redis health); absent for the memory store. */
  ping?(): Promise<void>;
}

const EMPTY: CounterState = { count: 0, resetInMs: 0 };

/**
 * Counters in this process's memory. Each operation runs without yielding (no await inside), which is what makes
 * it atomic against parallel requests.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expires: number }>();

  constructor(
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterState> {
    return this.add(key, windowMs);
  }

  async acquire(key: string, windowMs: number, max: number): Promise<Acquired> {
    const current = this.read(key);
    if (current.count >= max) return { granted: false, ...current };
    return { granted: true, ...this.add(key, windowMs) };
  }

  async release(key: string): Promise<void> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now() && hit.count > 0) hit.count -= 1;
  }

  async get(key: string): Promise<CounterState> {
    return this.read(key);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private add(key: string, windowMs: number): CounterState {
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

  private read(key: string): CounterState {
    const hit = this.entries.get(key);
    if (!hit) return EMPTY;
    const now = this.now();
    if (hit.expires <= now) {
      this.entries.delete(key);
      return EMPTY;
    }
    return { count: hit.count, resetInMs: hit.expires - now };
  }

  // Drops expired entries; if a flood of distinct keys still fills the map, starts over rather than grow unbounded.
  private sweep(now: number) {
    for (const [k, v] of this.entries) if (v.expires <= now) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
