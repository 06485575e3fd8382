/** A tiny per-process cache with expiry (list totals: a few seconds stale is fine, a full count per page is not). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  // Requests that miss together share one load: when a list total expires under load, every request in flight
  // would otherwise count the same rows at once.
  private readonly loading = new Map<string, Promise<V>>();
  /** Moved on by clear(): a load that began before it must not store what it read. */
  private epoch = 0;
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const running = this.loading.get(key);
    if (running) return running;
    const started = Date.now();
    const epoch = this.epoch;
    const pending = load().finally(() => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    });
    this.loading.set(key, pending);
    const value = await pending;
    if (epoch !== this.epoch) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: started + this.ttlMs });
    return value;
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
