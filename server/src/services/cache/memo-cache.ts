/** One remembered value: the promise of it (so callers arriving while it is computed share it). */
interface Memo {
  generation: number;
  expires: number;
  value: Promise<unknown>;
}

/**
 * Values computed from the database for anonymous readers (the parts of a crawlable page, the boot settings), kept
 * under the anonymous cache's generation like its answers: never returned under another generation or past their
 * age, bounded in entries (the oldest go first). A computation that fails is forgotten at once, so an error is never
 * served from memory.
 */
export class MemoCache {
  private readonly entries = new Map<string, Memo>();

  constructor(
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  remember<T>(key: string, generation: number, maxAgeMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = compute();
    const memo: Memo = { generation, expires: this.now() + maxAgeMs, value };
    this.entries.delete(key);
    this.entries.set(key, memo);
    value.catch(() => {
      if (this.entries.get(key) === memo) this.entries.delete(key);
    });
    for (const [k] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
