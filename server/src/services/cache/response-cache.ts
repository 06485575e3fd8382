/** One cached answer: the serialized body with its headers, and the generation it was computed under. */
export interface CachedResponse {
  generation: number;
  etag: string;
  contentType: string;
  body: string;
  expires: number;
}

/**
 * Serialized answers by key, bounded in entries and bytes (the oldest entries go first: a flood of distinct search
 * URLs cannot grow it past the bounds). An entry of another generation than the one asked for is never returned.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5_000,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, generation: number): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation !== generation || hit.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, entry: CachedResponse): void {
    const size = entry.body.length * 2;
    if (size > this.maxBytes / 16) return; // one huge answer must not push out everything else
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [k] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(k);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.length * 2;
  }
}
