// The in-process inverted index over search_docs: what free-text search matches, filters and ranks on, answering
// in well under a millisecond where the GIN scan and ranking of a new query cost the database several (and the
// embedded database answers one query at a time). It holds each document's sort keys and filter columns in typed
// columns, one sorted posting list per lexeme, and each document's lexemes and positions packed (packed-vectors.ts).
//
// Documents get slots in (created_at, id) order, so walking posting lists from the top visits the newest first and
// the newest `limit` matches are found without visiting the rest. A hidden document keeps its slot, so showing it
// again keeps the order; a document that arrives out of order (written with an older date, or its created_at
// changed) clears `ordered`, and matches are then collected and sorted until the owner rebuilds the index.
import { readsWithoutBuying, type Reader } from '@site/shared/policies';
import { lexemesOf, type QueryNode } from './tsquery.js';
import { PackedVectors } from './packed-vectors.js';
import { walkAll, walkIntersection, walkUnion } from './posting-walk.js';
import { parseTsvector } from './tsvector-text.js';
import { rankAnd, rankOr, rankItems, type PositionsOf } from './ts-rank.js';

/** One row of search_docs, as the index loads it (ids as decimal strings, times in microseconds). */
export interface IndexedDoc {
  object_type: 'question' | 'answer';
  id: string;
  question_id: string;
  user_id: string;
  post_user_id: string;
  created_us: number;
  active_us: number;
  vote_count: number;
  answer_count: number;
  priced: boolean;
  /** The tsvector's text form. */
  search: string;
}

/** What a free-text search asks of the index besides the text (search-repo's SearchFilter, minus tags). */
export interface IndexFilter {
  questions: boolean;
  answers: boolean;
  userId: string | null;
  minAnswers: number | null;
  minScore: number | null;
  viewer: Reader;
}

export interface IndexHit {
  object_type: 'question' | 'answer';
  id: string;
  question_id: string;
  created_us: number;
  active_us: number;
  vote_count: number;
  rank: number;
}

const QUESTION = 1;
const ANSWER = 2;

export class TextIndex {
  private cap = 0;
  /** Slots handed out (live and dead). */
  private size = 0;
  private dead = 0;
  private kind = new Uint8Array(0);
  private alive = new Uint8Array(0);
  private priced = new Uint8Array(0);
  private ids = new Float64Array(0);
  private questionIds = new Float64Array(0);
  private userIds = new Float64Array(0);
  private postUserIds = new Float64Array(0);
  private created = new Float64Array(0);
  private active = new Float64Array(0);
  private votes = new Int32Array(0);
  private answerCounts = new Int32Array(0);
  /** Slots by id, questions and answers apart (numeric keys: no string per document). */
  private readonly slotOf = { question: new Map<number, number>(), answer: new Map<number, number>() };
  private readonly lexIds = new Map<string, number>();
  private postings: number[][] = [];
  private postingCount = 0;
  private readonly vectors = new PackedVectors();
  /** True while slot order is (created_at, id) order. */
  private ordered = true;

  get documents(): number {
    return this.size - this.dead;
  }

  /** True when enough is stale (dead slots, slots out of date order) that a fresh build pays. */
  get worthRebuilding(): boolean {
    return !this.ordered || this.dead > 1000 + this.size / 5;
  }

  /** Drops the room kept for growth (after a build: the arena and lists are grown by doubling while loading). */
  compact(): void {
    this.resize(this.size);
    this.vectors.trim();
    for (let i = 0; i < this.postings.length; i++) this.postings[i] = this.postings[i]!.slice();
  }

  /** Adds a document or replaces its indexed copy. */
  upsert(doc: IndexedDoc): void {
    const slots = this.slotOf[doc.object_type];
    let slot = slots.get(Number(doc.id));
    const fresh = slot === undefined;
    const vector = parseTsvector(doc.search);
    const entries = vector.lexemes.map((lex, i) => ({ id: this.lexIdOf(lex), pos: vector.positions[i]! })).sort((a, b) => a.id - b.id);
    if (slot === undefined) {
      slot = this.size++;
      if (slot >= this.cap) this.grow();
      slots.set(Number(doc.id), slot);
      this.ids[slot] = Number(doc.id);
      this.created[slot] = doc.created_us;
      if (slot > 0 && this.keyBefore(slot, slot - 1)) this.ordered = false;
      for (const e of entries) this.postings[e.id]!.push(slot);
      this.postingCount += entries.length;
    } else {
      if (!this.alive[slot]) this.dead--;
      this.relink(slot, entries.map((e) => e.id));
      if (this.created[slot] !== doc.created_us) {
        this.created[slot] = doc.created_us;
        if ((slot > 0 && this.keyBefore(slot, slot - 1)) || (slot + 1 < this.size && this.keyBefore(slot + 1, slot))) this.ordered = false;
      }
    }
    this.alive[slot] = 1;
    this.kind[slot] = doc.object_type === 'question' ? QUESTION : ANSWER;
    this.priced[slot] = doc.priced ? 1 : 0;
    this.questionIds[slot] = Number(doc.question_id);
    this.userIds[slot] = Number(doc.user_id);
    this.postUserIds[slot] = Number(doc.post_user_id);
    this.active[slot] = doc.active_us;
    this.votes[slot] = doc.vote_count;
    this.answerCounts[slot] = doc.answer_count;
    // A new slot is the last one: the slots written before it are all but it.
    this.vectors.write(slot, entries, !fresh, fresh ? slot : this.size);
  }

  /** Drops a document from every search; its slot is kept, so showing it again keeps the order. */
  remove(type: 'question' | 'answer', id: string): void {
    const slot = this.slotOf[type].get(Number(id));
    if (slot === undefined || !this.alive[slot]) return;
    this.alive[slot] = 0;
    this.dead++;
  }

  /**
   * The newest `limit` documents matching `query` (created_at, then id, descending) that the filter and the viewer
   * allow, each ranked by `rankQuery` as ts_rank ranks. Exactly search-repo's rankedCandidates, without tags.
   */
  search(query: QueryNode, rankQuery: QueryNode, f: IndexFilter, limit: number): IndexHit[] {
    const known = new Map<string, number>();
    for (const lex of lexemesOf(query)) known.set(lex, this.lexIds.get(lex) ?? -1);
    const userId = f.userId === null ? NaN : Number(f.userId);
    const slots: number[] = [];
    const required = this.requiredLexemes(query, known);
    if (required.includes(-1)) return [];
    const matchAll = this.compile(query, known, false);
    const matchTitle = this.compile(query, known, true);
    const consider = (slot: number): void => {
      if (!this.alive[slot]) return;
      const kind = this.kind[slot];
      if (kind === QUESTION ? !f.questions : !f.answers) return;
      if (f.userId !== null && this.userIds[slot] !== userId) return;
      if (f.minAnswers !== null && kind === QUESTION && this.answerCounts[slot]! < f.minAnswers) return;
      if (f.minScore !== null && this.votes[slot]! < f.minScore) return;
      if (!matchAll(slot)) return;
      // A body the viewer may not read: a post is found by its title (weight A) alone, an answer not at all.
      if (!this.readable(slot, f.viewer) && (kind === ANSWER || !matchTitle(slot))) return;
      slots.push(slot);
    };
    const lists = required.length > 0 ? null : this.lists(query, known);
    const walk = required.length > 0
      ? walkIntersection([...new Set(required)].map((id) => this.postings[id]!))
      : lists === null ? walkAll(this.size) : walkUnion(lists);
    if (this.ordered) {
      for (let s = walk.next(); s >= 0 && slots.length < limit; s = walk.next()) consider(s);
    } else {
      for (let s = walk.next(); s >= 0; s = walk.next()) consider(s);
      slots.sort((a, b) => (this.keyBefore(a, b) ? 1 : -1));
      slots.length = Math.min(slots.length, limit);
    }
    const rankKnown = new Map<string, number>();
    const items = rankItems(rankQuery);
    for (const lex of items) rankKnown.set(lex, this.lexIds.get(lex) ?? -1);
    const useAnd = (rankQuery.k === 'and' || rankQuery.k === 'phrase') && items.length >= 2;
    return slots.map((slot) => {
      const aOnly = !this.readable(slot, f.viewer);
      const positionsOf: PositionsOf = (lex) => this.positions(slot, rankKnown.get(lex)!, aOnly);
      const empty = aOnly ? !this.vectors.hasWeightA(slot) : this.vectors.count(slot) === 0;
      return {
        object_type: this.kind[slot] === QUESTION ? 'question' : 'answer',
        id: String(this.ids[slot]),
        question_id: String(this.questionIds[slot]),
        created_us: this.created[slot]!,
        active_us: this.active[slot]!,
        vote_count: this.votes[slot]!,
        rank: empty ? 0 : useAnd ? rankAnd(items, positionsOf) : rankOr(items, positionsOf),
      };
    });
  }

  /** Approximate bytes held (typed columns, arena, posting lists, lexicon). */
  get bytes(): number {
    let lexiconChars = 0;
    for (const lex of this.lexIds.keys()) lexiconChars += lex.length;
    const columns = this.cap * (3 + 8 * 7 + 4 * 2);
    return columns + this.vectors.bytes + this.postingCount * 8 + this.postings.length * 48 + lexiconChars + this.lexIds.size * 60 + (this.slotOf.question.size + this.slotOf.answer.size) * 40;
  }

  /** The paywall for a reader who has not bought the post (search ignores purchases): `priced` is search_docs'. */
  private readable(slot: number, viewer: Reader): boolean {
    return !this.priced[slot] || readsWithoutBuying(viewer, { user_id: String(this.postUserIds[slot]) });
  }

  /** True when slot a sorts before slot b by (created_at, id). */
  private keyBefore(a: number, b: number): boolean {
    return this.created[a]! < this.created[b]! || (this.created[a] === this.created[b] && this.ids[a]! < this.ids[b]!);
  }

  private lexIdOf(lex: string): number {
    let id = this.lexIds.get(lex);
    if (id === undefined) {
      id = this.postings.length;
      this.lexIds.set(lex, id);
      this.postings.push([]);
    }
    return id;
  }

  private grow(): void {
    this.resize(Math.max(1024, this.cap * 2));
  }

  private resize(cap: number): void {
    const g = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a.subarray(0, Math.min(cap, a.length)));
      return b;
    };
    const u8 = (n: number) => new Uint8Array(n);
    const f64 = (n: number) => new Float64Array(n);
    const i32 = (n: number) => new Int32Array(n);
    this.kind = g(this.kind, u8);
    this.alive = g(this.alive, u8);
    this.priced = g(this.priced, u8);
    this.ids = g(this.ids, f64);
    this.questionIds = g(this.questionIds, f64);
    this.userIds = g(this.userIds, f64);
    this.postUserIds = g(this.postUserIds, f64);
    this.created = g(this.created, f64);
    this.active = g(this.active, f64);
    this.votes = g(this.votes, i32);
    this.answerCounts = g(this.answerCounts, i32);
    this.vectors.resize(cap, this.size);
    this.cap = cap;
  }

  /** Moves an existing slot's posting entries from its current lexemes to `next` (ascending ids). */
  private relink(slot: number, next: number[]): void {
    const before = Array.from(this.vectors.lexemes(slot));
    let i = 0;
    let j = 0;
    while (i < before.length || j < next.length) {
      const a = i < before.length ? before[i]! : Infinity;
      const b = j < next.length ? next[j]! : Infinity;
      if (a === b) {
        i++;
        j++;
      } else if (a < b) {
        const list = this.postings[a]!;
        list.splice(lowerBound(list, slot), 1);
        this.postingCount--;
        i++;
      } else {
        const list = this.postings[b]!;
        list.splice(lowerBound(list, slot), 0, slot);
        this.postingCount++;
        j++;
      }
    }
  }

  /** The lexeme's positions in the slot (PostgreSQL's 16-bit form), weight A only when `aOnly`; null when absent. */
  private positions(slot: number, lexId: number, aOnly: boolean): number[] | null {
    const j = this.vectors.find(slot, lexId);
    return j < 0 ? null : this.vectors.positions(slot, j, aOnly);
  }

  /** `vector @@ query` as a function of the slot (only the vector's weight-A part when `aOnly`, as ts_filter(v, '{a}')). */
  private compile(n: QueryNode, known: Map<string, number>, aOnly: boolean): (slot: number) => boolean {
    const v = this.vectors;
    switch (n.k) {
      case 'lex': {
        const id = known.get(n.lex)!;
        if (id < 0) return () => false;
        return aOnly
          ? (s) => {
              const j = v.find(s, id);
              return j >= 0 && v.lexemeHasWeightA(s, j);
            }
          : (s) => v.find(s, id) >= 0;
      }
      case 'not': {
        const arg = this.compile(n.arg, known, aOnly);
        return (s) => !arg(s);
      }
      case 'and': {
        const l = this.compile(n.l, known, aOnly);
        const r = this.compile(n.r, known, aOnly);
        return (s) => l(s) && r(s);
      }
      case 'or': {
        const l = this.compile(n.l, known, aOnly);
        const r = this.compile(n.r, known, aOnly);
        return (s) => l(s) || r(s);
      }
      case 'phrase':
        return (s) => this.phrase(n, s, known, aOnly).at.length > 0;
    }
  }

  /** Lexeme ids every match must hold (those not under `|` or `!`); -1 for one no document has. */
  private requiredLexemes(n: QueryNode, known: Map<string, number>): number[] {
    if (n.k === 'lex') return [known.get(n.lex)!];
    if (n.k === 'and' || n.k === 'phrase') return [...this.requiredLexemes(n.l, known), ...this.requiredLexemes(n.r, known)];
    return [];
  }

  /**
   * Where a phrase ends in the slot, and how wide it is (PostgreSQL's TS_phrase_execute for phrases of lexemes):
   * `l <N> r` matches where r's start lies N positions after l's end.
   */
  private phrase(n: QueryNode, slot: number, known: Map<string, number>, aOnly: boolean): { at: number[]; width: number } {
    if (n.k === 'lex') {
      const p = this.positions(slot, known.get(n.lex)!, aOnly) ?? [];
      return { at: p.map((x) => x & 16383), width: 0 };
    }
    if (n.k !== 'phrase') throw new Error('only phrases of lexemes are evaluated here');
    const l = this.phrase(n.l, slot, known, aOnly);
    if (l.at.length === 0) return { at: [], width: 0 };
    const r = this.phrase(n.r, slot, known, aOnly);
    const at: number[] = [];
    const shift = n.dist + r.width;
    let i = 0;
    for (const end of r.at) {
      const want = end - shift;
      while (i < l.at.length && l.at[i]! < want) i++;
      if (i < l.at.length && l.at[i] === want) at.push(end);
    }
    return { at, width: n.dist + l.width + r.width };
  }

  /** Posting lists whose union holds every match, or null when any slot may match (a negation alone). */
  private lists(n: QueryNode, known: Map<string, number>): number[][] | null {
    switch (n.k) {
      case 'lex': {
        const id = known.get(n.lex)!;
        return id < 0 ? [] : [this.postings[id]!];
      }
      case 'not':
        return null;
      case 'or': {
        const l = this.lists(n.l, known);
        const r = l && this.lists(n.r, known);
        return l && r ? [...l, ...r] : null;
      }
      default: {
        const l = this.lists(n.l, known);
        const r = this.lists(n.r, known);
        if (!l || !r) return l ?? r;
        const total = (x: number[][]) => x.reduce((s, y) => s + y.length, 0);
        return total(l) <= total(r) ? l : r;
      }
    }
  }
}

/** First index in the ascending list whose value is >= v. */
function lowerBound(list: number[], v: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
