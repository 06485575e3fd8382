// Each indexed document's tsvector, packed: its lexeme ids (ascending, 32 bits) in one arena, and per lexeme the
// number of positions followed by all positions (PostgreSQL's 16-bit form) in another. Two typed arrays for all
// documents instead of objects per document: about 180 bytes a seeded post instead of several hundred. A rewritten
// document's old region becomes garbage, dropped when the arena next grows with more garbage than live data.

const WEIGHT_A = 3;

class Arena<T extends Uint32Array | Uint16Array> {
  len = 0;
  garbage = 0;
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}

  /** Room for `need` more, keeping live regions only (moving them, so `offsets` is rewritten) when mostly garbage. */
  reserve(need: number, offsets: Int32Array, slots: number, lengthOf: (slot: number) => number): void {
    if (this.len + need <= this.data.length) return;
    const next = this.make(Math.max(1 << 16, Math.ceil(1.5 * (this.len - this.garbage + need))));
    if (this.garbage > this.len / 2) {
      let at = 0;
      for (let s = 0; s < slots; s++) {
        const n = lengthOf(s);
        next.set(this.data.subarray(offsets[s]!, offsets[s]! + n), at);
        offsets[s] = at;
        at += n;
      }
      this.len = at;
      this.garbage = 0;
    } else {
      next.set(this.data.subarray(0, this.len));
    }
    this.data = next;
  }

  trim(): void {
    this.data = this.data.slice(0, this.len) as T;
  }
}

export class PackedVectors {
  private lex = new Arena(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
  private pos = new Arena(new Uint16Array(1 << 16), (n) => new Uint16Array(n));
  private lexAt = new Int32Array(0);
  private posAt = new Int32Array(0);
  private slots = 0;

  /** Room for `cap` slots (the index grows its columns and these together). */
  resize(cap: number, slots: number): void {
    const grow = (a: Int32Array) => {
      const b = new Int32Array(cap);
      b.set(a.subarray(0, Math.min(cap, a.length)));
      return b;
    };
    this.lexAt = grow(this.lexAt);
    this.posAt = grow(this.posAt);
    this.slots = slots;
  }

  get bytes(): number {
    return this.lex.data.byteLength + this.pos.data.byteLength + this.lexAt.byteLength + this.posAt.byteLength;
  }

  trim(): void {
    this.lex.trim();
    this.pos.trim();
  }

  /** Writes the slot's vector (entries by ascending lexeme id); the slot's previous region, if any, is garbage. */
  write(slot: number, entries: { id: number; pos: number[] }[], replacing: boolean, slots: number): void {
    this.slots = slots;
    const n = entries.length;
    let total = 0;
    for (const e of entries) total += e.pos.length;
    // Growing may move every region written so far (`slots` of them), this one's old region included.
    this.pos.reserve(n + total, this.posAt, this.slots, (s) => this.posLength(s));
    this.lex.reserve(1 + n, this.lexAt, this.slots, (s) => 1 + this.count(s));
    if (replacing) {
      this.pos.garbage += this.posLength(slot);
      this.lex.garbage += 1 + this.count(slot);
    }
    const l = this.lex.data;
    const p = this.pos.data;
    const lb = this.lex.len;
    let pb = this.pos.len;
    l[lb] = n;
    for (let j = 0; j < n; j++) {
      const e = entries[j]!;
      l[lb + 1 + j] = e.id;
      p[pb + j] = e.pos.length;
    }
    this.lexAt[slot] = lb;
    this.posAt[slot] = pb;
    pb += n;
    for (const e of entries) for (const x of e.pos) p[pb++] = x;
    this.lex.len += 1 + n;
    this.pos.len = pb;
  }

  /** How many lexemes the slot's vector holds. */
  count(slot: number): number {
    return this.lex.data[this.lexAt[slot]!]!;
  }

  /** The slot's lexeme ids, ascending (a view: copy before writing). */
  lexemes(slot: number): Uint32Array {
    const b = this.lexAt[slot]!;
    return this.lex.data.subarray(b + 1, b + 1 + this.lex.data[b]!);
  }

  /** Index of `lexId` among the slot's lexemes, or -1. */
  find(slot: number, lexId: number): number {
    if (lexId < 0) return -1;
    const a = this.lex.data;
    const base = this.lexAt[slot]! + 1;
    let lo = 0;
    let hi = a[base - 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = a[base + mid]!;
      if (v === lexId) return mid;
      if (v < lexId) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The positions of the slot's j-th lexeme (weight A only when `aOnly`); null when there are none to give. */
  positions(slot: number, j: number, aOnly: boolean): number[] | null {
    const p = this.pos.data;
    const base = this.posAt[slot]!;
    let start = base + this.count(slot);
    for (let k = 0; k < j; k++) start += p[base + k]!;
    const out: number[] = [];
    for (let k = start; k < start + p[base + j]!; k++) {
      const x = p[k]!;
      if (!aOnly || x >> 14 === WEIGHT_A) out.push(x);
    }
    return aOnly && out.length === 0 ? null : out;
  }

  /** Whether the slot's j-th lexeme has a position of weight A (is in its title), without copying positions. */
  lexemeHasWeightA(slot: number, j: number): boolean {
    const p = this.pos.data;
    const base = this.posAt[slot]!;
    let start = base + this.count(slot);
    for (let k = 0; k < j; k++) start += p[base + k]!;
    for (let k = start; k < start + p[base + j]!; k++) if (p[k]! >> 14 === WEIGHT_A) return true;
    return false;
  }

  /** Whether any position of the slot's vector has weight A (its title). */
  hasWeightA(slot: number): boolean {
    const p = this.pos.data;
    const base = this.posAt[slot]!;
    const n = this.count(slot);
    const end = base + this.posLength(slot);
    for (let k = base + n; k < end; k++) if (p[k]! >> 14 === WEIGHT_A) return true;
    return false;
  }

  private posLength(slot: number): number {
    const p = this.pos.data;
    const base = this.posAt[slot]!;
    const n = this.count(slot);
    let len = n;
    for (let k = 0; k < n; k++) len += p[base + k]!;
    return len;
  }
}
