// PostgreSQL's ts_rank (tsrank.c, default weights, no normalization) over positions in PostgreSQL's 16-bit form,
// computed in single precision step by step as the C code does, so the in-process index orders hits by relevance
// exactly as `ts_rank(vector, query)::real` would (ties then fall to newest, as in SQL).
import { lexemesOf, type QueryNode } from './tsquery.js';

const f = Math.fround;
/** Weights of D, C, B and A positions: {0.1, 0.2, 0.4, 1.0} as C floats. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
const weightOf = (p: number) => WEIGHTS[p >> 14]!;

/** A lexeme's positions in the ranked vector: null when absent, empty when present without positions. */
export type PositionsOf = (lex: string) => number[] | null;

/** The query's operands, once each, in PostgreSQL's order (byte order of the UTF-8 text). */
export function rankItems(query: QueryNode): string[] {
  return [...new Set(lexemesOf(query))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

/** Distances past this all weigh wordDistance's floor. */
const FAR = 101;

/**
 * calc_rank_and's weight of one pair of positions, by the two positions' weights and their distance (1 to 100, or
 * FAR for anything further): computed once here by the same float steps, looked up per pair (searches rank up to
 * `searchLimits.rankedCandidates` documents each, with every pair of positions of the query's words).
 */
const PAIR_WEIGHT = (() => {
  const table = new Float32Array(4 * 4 * (FAR + 1));
  for (let a = 0; a < 4; a++) {
    for (let b = 0; b < 4; b++) {
      for (let d = 1; d <= FAR; d++) table[(a * 4 + b) * (FAR + 1) + d] = f(Math.sqrt(f(f(WEIGHTS[a]! * WEIGHTS[b]!) * wordDistance(d))));
    }
  }
  return table;
})();

/** calc_rank_and: every pair of query words, nearer pairs and heavier positions weighing more (two items or more). */
export function rankAnd(items: string[], positionsOf: PositionsOf): number {
  const pos: (number[] | null)[] = [];
  const noPos: boolean[] = [];
  let res = -1;
  for (let i = 0; i < items.length; i++) {
    const found = positionsOf(items[i]!);
    noPos[i] = found !== null && found.length === 0;
    pos[i] = found === null ? null : noPos[i] ? [MAXENTRYPOS - 1] : found;
    const pi = pos[i];
    if (!pi) continue;
    for (let k = 0; k < i; k++) {
      const pk = pos[k];
      if (!pk) continue;
      for (const l of pi) {
        for (const p of pk) {
          let dist = Math.abs((l & (MAXENTRYPOS - 1)) - (p & (MAXENTRYPOS - 1)));
          if (dist || noPos[i] || noPos[k]) {
            if (!dist) dist = MAXENTRYPOS;
            const curw = PAIR_WEIGHT[((l >> 14) * 4 + (p >> 14)) * (FAR + 1) + Math.min(dist, FAR)]!;
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res < 0 ? f(1e-20) : res;
}

/** calc_rank_or: each query word's occurrences, the heaviest first, averaged over the query's words. */
export function rankOr(items: string[], positionsOf: PositionsOf): number {
  let res = 0;
  for (const item of items) {
    const found = positionsOf(item);
    if (!found) continue;
    const post = found.length === 0 ? [0] : found;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < post.length; j++) {
      const w = weightOf(post[j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    const inner = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
    res = f(res + inner / 1.64493406685);
  }
  if (items.length > 0) res = f(res / items.length);
  return res < 0 ? f(1e-20) : res;
}
