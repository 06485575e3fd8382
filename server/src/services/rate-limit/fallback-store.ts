import type { Acquired, CounterState, CounterStore } from './store.js';
import { MemoryCounterStore } from './store.js';

const stricter = <T extends CounterState>(a: T, b: CounterState): T => (b.count > a.count ? { ...a, ...b } : a);

/**
 * The counters of an instance sharing Redis: Redis decides while it answers, and this instance's memory counts every
 * hit too, as a fallback. A limit is never looser for Redis failing:
 * - a Redis command that fails (or is refused by the open circuit breaker) is answered from memory, which has
 *   counted this instance's hits all along: one instance alone keeps its exact limits through an outage (the first
 *   hits of a window counted in Redis, the rest in memory), several each allow at most the rule's count (the memory
 *   cannot know what the others saw);
 * - a counter that memory answered during an outage keeps the stricter of the two answers after Redis returns (it may
 *   have come back empty, or missing the hits of the outage), until its window ends. Other counters are Redis's
 *   alone: a reset on another instance (a successful login forgetting failures) is not undone by this one's memory.
 * The cost is one Map operation per counter call.
 */
export class FallbackCounterStore implements CounterStore {
  /** Counters answered from memory while Redis failed, and when their memory window ends. */
  private readonly countedAlone = new Map<string, number>();

  constructor(
    private readonly shared: CounterStore,
    private readonly local: CounterStore = new MemoryCounterStore(),
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterState> {
    const mine = await this.local.increment(key, windowMs);
    const theirs = await this.shared.increment(key, windowMs).catch(() => null);
    return this.combine(key, theirs, mine);
  }

  async acquire(key: string, windowMs: number, max: number): Promise<Acquired> {
    const mine = await this.local.acquire(key, windowMs, max);
    if (!mine.granted && this.countedAloneUntil(key)) return mine; // refused in memory, as it would be after the outage
    const theirs = await this.shared.acquire(key, windowMs, max).catch(() => null);
    if (!theirs) {
      this.markAlone(key, mine);
      return mine;
    }
    if (mine.granted && !theirs.granted) await this.local.release(key);
    else if (!mine.granted && theirs.granted) {
      // Memory was full from hits Redis has forgotten (a reset elsewhere, an expired window): Redis decides, and
      // memory counts this one so that it stays a faithful fallback.
      await this.local.increment(key, windowMs);
    }
    // Redis's refusal stands; its grant stands too (memory, when it counts, granted as well or returned above).
    return { ...this.combine(key, theirs, mine), granted: theirs.granted };
  }

  async release(key: string): Promise<void> {
    await this.local.release(key);
    // A release that does not reach Redis leaves its count there one too high: stricter, never looser.
    await this.shared.release(key).catch(() => {});
  }

  async get(key: string): Promise<CounterState> {
    const mine = await this.local.get(key);
    const theirs = await this.shared.get(key).catch(() => null);
    return theirs ? this.combine(key, theirs, mine) : mine;
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    this.countedAlone.delete(key);
    // A reset that does not reach Redis leaves the shared count as it was until its window ends: stricter.
    await this.shared.reset(key).catch(() => {});
  }

  async ping(): Promise<void> {
    await this.shared.ping?.();
  }

  /** Forgets the memory counts; the shared store belongs to whoever opened it. */
  async close(): Promise<void> {
    this.countedAlone.clear();
    await this.local.close();
  }

  private combine<T extends CounterState>(key: string, theirs: T | null, mine: T): T {
    if (!theirs) {
      this.markAlone(key, mine);
      return mine;
    }
    return this.countedAloneUntil(key) ? stricter(theirs, mine) : theirs;
  }

  private markAlone(key: string, mine: CounterState) {
    if (mine.count === 0) return;
    const now = this.now();
    if (this.countedAlone.size >= this.maxEntries) {
      for (const [k, until] of this.countedAlone) if (until <= now) this.countedAlone.delete(k);
      if (this.countedAlone.size >= this.maxEntries) this.countedAlone.clear();
    }
    this.countedAlone.set(key, now + mine.resetInMs);
  }

  private countedAloneUntil(key: string): boolean {
    const until = this.countedAlone.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.countedAlone.delete(key);
    return false;
  }
}
